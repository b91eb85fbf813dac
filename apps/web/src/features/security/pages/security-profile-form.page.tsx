import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@portal/contract';
import {
  MATRIX_RESOURCES,
  securityProfileWriteSchema,
  type SecurityProfile,
  type SecurityProfileWrite,
} from '@portal/contract/features/security';
import { isApiError } from '../../../shared/api/api-error.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { createProfile, updateProfile, useProfile, useUserOptions } from '../api/security.api.ts';
import { listPath } from '../../../shared/list/list-return.ts';
import { RecordMissing, RecordPending } from '../../../shared/ui/load-failed.tsx';

type Permission = SecurityProfileWrite['permisos'][number];
interface FormValues {
  nombre: string;
  descripcion: string;
  roles: string[];
  permisos: Permission[];
  usuarios: string[];
}

const FLAGS = [
  ['canRead', 'read'],
  ['canWrite', 'write'],
  ['canCreate', 'create'],
  ['canDelete', 'delete'],
] as const;

function toBody(values: FormValues, rowVersion?: number): SecurityProfileWrite {
  return {
    nombre: values.nombre,
    descripcion: values.descripcion,
    roles: values.roles as SecurityProfileWrite['roles'],
    permisos: values.permisos,
    usuarios: values.usuarios.map(Number),
    ...(rowVersion !== undefined ? { rowVersion } : {}),
  };
}

/** The profile's permissions: one row per resource with its title and four actions, and a resource to add. */
function PermissionsCard({ form }: { form: UseFormReturnType<FormValues> }) {
  const { t } = useTranslation();
  const [newResource, setNewResource] = useState<string | null>(null);
  const unused = MATRIX_RESOURCES.filter((r) => !form.values.permisos.some((p) => p.resource === r));

  function addPermission() {
    if (!newResource) return;
    form.insertListItem('permisos', {
      resource: newResource,
      title: newResource,
      canRead: true,
      canWrite: false,
      canCreate: false,
      canDelete: false,
    });
    setNewResource(null);
  }

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('securityPage.profiles.permisos')}
      </Title>
      {typeof form.errors.permisos === 'string' && (
        <Alert color="red" mb="sm">
          {t(form.errors.permisos)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="profile-permissions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('securityPage.matrix.resource')}</Table.Th>
              <Table.Th>{t('securityPage.profiles.title')}</Table.Th>
              {FLAGS.map(([, action]) => (
                <Table.Th key={action}>{t(`securityPage.actions.${action}`)}</Table.Th>
              ))}
              <Table.Th aria-label={t('securityPage.actionsColumn')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.values.permisos.map((permission, index) => (
              <Table.Tr key={permission.resource}>
                <Table.Td>{t(`securityPage.resources.${permission.resource}`, { defaultValue: permission.resource })}</Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    {...form.getInputProps(`permisos.${index}.title`)}
                    aria-label={`${t('securityPage.profiles.title')} ${permission.resource}`}
                  />
                </Table.Td>
                {FLAGS.map(([flag, action]) => (
                  <Table.Td key={flag}>
                    <Checkbox
                      {...form.getInputProps(`permisos.${index}.${flag}`, { type: 'checkbox' })}
                      aria-label={`${t(`securityPage.actions.${action}`)} ${permission.resource}`}
                      data-testid={`perm-${permission.resource}-${action}`}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => form.removeListItem('permisos', index)}
                    aria-label={`${t('securityPage.delete')} ${permission.resource}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group mt="sm" align="flex-end">
        <Select
          label={t('securityPage.profiles.addResource')}
          data={unused.map((r) => ({ value: r, label: t(`securityPage.resources.${r}`, { defaultValue: r }) }))}
          value={newResource}
          onChange={setNewResource}
          searchable
          w={260}
          data-testid="profile-add-resource"
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={addPermission}
          disabled={!newResource}
          data-testid="profile-add-permission"
        >
          {t('securityPage.profiles.addPermission')}
        </Button>
      </Group>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: SecurityProfile | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const [userSearch, setUserSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(userSearch, 300);
  const options = useUserOptions(debouncedSearch);
  const [known, setKnown] = useState(
    () => new Map((profile?.usuarios ?? []).map((u) => [String(u.userId), `${u.fullName} (${u.userName})`])),
  );

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      nombre: profile?.nombre ?? '',
      descripcion: profile?.descripcion ?? '',
      roles: profile?.roles ?? [],
      permisos: profile?.permisos ?? [],
      usuarios: (profile?.usuarios ?? []).map((u) => String(u.userId)),
    },
    validate: (values) => zodValidate<Record<string, unknown>>(securityProfileWriteSchema)({ ...toBody(values) }),
  });

  const userData = useMemo(() => {
    const merged = new Map(known);
    for (const option of options.data ?? []) merged.set(String(option.value), option.text);
    return [...merged.entries()].map(([value, label]) => ({ value, label }));
  }, [known, options.data]);

  async function submit(values: FormValues) {
    setIsSaving(true);
    try {
      const saved = profile
        ? await updateProfile(profile.perfilSeguridadId, toBody(values, profile.rowVersion))
        : await createProfile(toBody(values));
      await client.invalidateQueries({ queryKey: ['security'] });
      notifySuccess(profile ? 200 : 201, t('securityPage.profiles.saved'));
      await navigate(profile ? listPath('/apps/security/profiles/list') : `/apps/security/profiles/edit/${saved.perfilSeguridadId}`, {
        replace: !profile,
      });
    } catch (error) {
      showServerFieldErrors(form, error, ['nombre', 'descripcion', 'roles', 'permisos', 'usuarios']);
      if (!isApiError(error) || error.status !== 400) notifyError(error);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstInvalidField)} noValidate data-testid="profile-form">
      <Stack gap="lg">
        <Card withBorder padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...fieldProps(form, 'nombre', t)} label={t('securityPage.profiles.nombre')} required data-testid="profile-nombre" />
            <MultiSelect
              {...form.getInputProps('roles')}
              label={t('securityPage.profiles.roles')}
              description={t('securityPage.profiles.rolesHint')}
              data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`, { defaultValue: role }) }))}
              clearable
              data-testid="profile-roles"
            />
            <Textarea {...fieldProps(form, 'descripcion', t)} label={t('securityPage.profiles.descripcion')} autosize minRows={2} />
            <MultiSelect
              {...form.getInputProps('usuarios')}
              onChange={(values) => {
                const labels = new Map(known);
                for (const value of values) {
                  const label = userData.find((u) => u.value === value)?.label;
                  if (label) labels.set(value, label);
                }
                setKnown(labels);
                form.setFieldValue('usuarios', values);
              }}
              label={t('securityPage.profiles.usuarios')}
              data={userData}
              searchable
              searchValue={userSearch}
              onSearchChange={setUserSearch}
              filter={({ options: all }) => all}
              nothingFoundMessage={t('securityPage.profiles.noUsers')}
              data-testid="profile-usuarios"
            />
          </SimpleGrid>
        </Card>
        <PermissionsCard form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(listPath('/apps/security/profiles/list'))}>
            {t('securityPage.cancel')}
          </Button>
          <Button type="submit" loading={isSaving} data-testid="profile-save">
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add (/apps/security/profiles/add) and edit (/apps/security/profiles/edit/:securityProfileId) share one form. */
export default function SecurityProfileFormPage() {
  const { securityProfileId } = useParams();
  const id = securityProfileId ? Number(securityProfileId) : null;
  const profile = useProfile(id !== null && Number.isInteger(id) ? id : null);
  if (id === null) return <ProfileForm profile={null} />;
  if (!Number.isInteger(id)) return <RecordMissing />;
  if (!profile.data) return <RecordPending query={profile} />;
  return <ProfileForm key={profile.data.rowVersion} profile={profile.data} />;
}
