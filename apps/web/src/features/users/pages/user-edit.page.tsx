import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Card, Group, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../../shared/ability/ability.ts';
import { focusFirstInvalidField } from '../../../shared/forms/zod-form.ts';
import { StaleWarning } from '../../../shared/forms/record-alerts.tsx';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { AssignmentsPanel } from '../components/assignments-panel.tsx';
import { UserNotificationsTab } from '../components/notifications-slot.tsx';
import { listPath } from '../../../shared/list/list-return.ts';
import { tabOfErrors, useUserForm } from './use-user-form.ts';
import { UserEmployeeFields, UserGeneralFields } from './user-form-fields.tsx';

/**
 * `/apps/users/add` and `/apps/users/edit/:userName`: General and Employee data tabs in one form
 * (one version check), Assignments and Notifications tabs once the user exists.
 */
export default function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const { userName } = useParams();
  const isEdit = userName !== undefined;
  const canSave = ability.can(isEdit ? 'write' : 'create', 'Usuarios');
  const canWrite = ability.can('write', 'Usuarios');
  // The tab is in the address, so a new user lands on Assignments and a reload keeps the tab.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'general';
  const setTab = (next: string | null) => setParams(next && next !== 'general' ? { tab: next } : {}, { replace: true });
  const { item, form, stale, save } = useUserForm(userName, { showTab: setTab, query: params.toString() });

  const backToList = () => void navigate(listPath('/apps/users/list'));
  if (isEdit && (item.isError || item.isPending))
    return <RecordPending query={item} title={t('users.loadFailed')} notFoundTitle={t('users.notFound')} onBack={backToList} />;

  return (
    <Card withBorder padding="lg" radius="md" data-testid="user-form-card">
      {stale && <StaleWarning onReload={() => void item.refetch()} />}
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="general" data-testid="tab-general">
            {t('users.tabs.general')}
          </Tabs.Tab>
          <Tabs.Tab value="employee" data-testid="tab-employee">
            {t('users.tabs.employee')}
          </Tabs.Tab>
          <Tabs.Tab value="assignments" data-testid="tab-assignments">
            {t('users.tabs.assignments')}
          </Tabs.Tab>
          <Tabs.Tab value="notifications" data-testid="tab-notifications">
            {t('users.tabs.notifications')}
          </Tabs.Tab>
        </Tabs.List>

        <form
          noValidate
          data-testid="user-form"
          onSubmit={form.onSubmit(
            (values) => save.mutate(values),
            (errors, values, event) => {
              const target = tabOfErrors(errors);
              if (target) setTab(target);
              focusFirstInvalidField(errors, values, event);
            },
          )}
        >
          <Tabs.Panel value="general">
            <UserGeneralFields form={form} canSave={canSave} isEdit={isEdit} />
          </Tabs.Panel>
          <Tabs.Panel value="employee">
            <UserEmployeeFields form={form} canSave={canSave} />
          </Tabs.Panel>
          {(tab === 'general' || tab === 'employee') && (
            <Group justify="flex-end" mt="xl">
              <Button variant="default" onClick={backToList} data-testid="form-cancel">
                {t('catalogue.ui.cancel')}
              </Button>
              {canSave && (
                <Button type="submit" loading={save.isPending} data-testid="form-save">
                  {t('common.actions.save')}
                </Button>
              )}
            </Group>
          )}
        </form>

        <Tabs.Panel value="assignments">
          {isEdit && item.data ? (
            <AssignmentsPanel userName={item.data.userName} canWrite={canWrite} />
          ) : (
            <Text c="dimmed" size="sm" data-testid="assignments-save-first">
              {t('users.assignments.saveFirst')}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          {isEdit && item.data ? (
            <UserNotificationsTab userName={item.data.userName} />
          ) : (
            <Text c="dimmed" size="sm">
              {t('users.assignments.saveFirst')}
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
