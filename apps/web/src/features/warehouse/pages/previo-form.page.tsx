import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PrevioDetail } from '@portal/contract/features/previos';
import { focusFirstInvalidField } from '../../../shared/forms/zod-form.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { usePrevio } from '../api/previos.api.ts';
import { PresenceBar } from '../components/presence-bar.tsx';
import { LineCard } from '../components/line-card.tsx';
import { PrevioFields } from '../components/previo-fields.tsx';
import { PendingCaptures } from '../offline/pending-captures.tsx';
import { emptyLine, type PrevioValues } from '../components/previo-values.ts';
import { usePrevioForm } from './use-previo-form.ts';

/** `/apps/previous/list/add` and `/apps/previous/edit/:guid`: the capture screen, phone first. */
export default function PrevioFormPage() {
  const guid = useParams().guid ?? null;
  const item = usePrevio(guid);
  if (guid !== null && !item.data) return <RecordPending query={item} />;
  return <PrevioForm key={item.data?.previoId ?? 'new'} item={item.data ?? null} />;
}

function PrevioForm({ item }: { item: PrevioDetail | null }) {
  const { t } = useTranslation();
  const { form, current, newer, loadVersion, present, ruleErrors, saving, concluding, submit, conclude } = usePrevioForm(item);
  const isLocked = current?.estado === 'concluido';

  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(values), focusFirstInvalidField)} data-testid="previo-form">
      <Stack gap="md" maw={960}>
        {current && (
          <Group gap="xs">
            <Text fw={600}>{t('previosPage.folio', { folio: current.folio })}</Text>
            <Badge color={isLocked ? 'teal.9' : 'blue.9'} variant="filled">
              {t(`previos.states.${current.estado}`)}
            </Badge>
          </Group>
        )}
        <PresenceBar users={present} />
        <PendingCaptures />
        {newer && form.isDirty() && (
          <Alert color="orange" title={t('previosPage.live.changedTitle')} data-testid="previo-changed">
            <Text size="sm" mb="xs">
              {t('previosPage.live.changedText')}
            </Text>
            <Button size="xs" variant="default" onClick={() => loadVersion(newer)} data-testid="previo-reload">
              {t('previosPage.live.reload')}
            </Button>
          </Alert>
        )}
        {isLocked && <Alert color="blue">{t('previos.locked')}</Alert>}
        <PrevioFields form={form} readOnly={isLocked} pedimentoNumero={current?.pedimentoNumero ?? null} />
        <PrevioLines form={form} readOnly={isLocked} />
        {ruleErrors.length > 0 && (
          <Alert color="red" title={t('previos.rules.cannotConclude')} data-testid="rule-errors">
            <List size="sm">
              {[...new Set(ruleErrors)].map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" size="md" component={Link} to="/apps/previous/list">
            {t('previosPage.actions.cancel')}
          </Button>
          {!isLocked && (
            <>
              <Button type="submit" size="md" loading={saving} data-testid="save-previo">
                {t('previosPage.actions.save')}
              </Button>
              <Button
                size="md"
                color="teal.9"
                leftSection={<IconCheck size={18} />}
                onClick={conclude}
                loading={concluding}
                data-testid="conclude-previo"
              >
                {t('previosPage.actions.conclude')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** The previo's lines, one card each; "no lines" (or the error asking for one) while there are none; Add line while open. */
function PrevioLines({ form, readOnly }: { form: UseFormReturnType<PrevioValues>; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600}>{t('previosPage.sections.lines')}</Text>
      {form.values.lineas.map((line, index) => (
        <LineCard key={line.key} form={form} index={index} readOnly={readOnly} />
      ))}
      {form.values.lineas.length === 0 && (
        <Text size="sm" c={form.errors.lineas ? 'red.8' : 'dimmed'} role={form.errors.lineas ? 'alert' : undefined}>
          {form.errors.lineas ? t(String(form.errors.lineas)) : t('previosPage.line.none')}
        </Text>
      )}
      {!readOnly && (
        <Button
          variant="default"
          size="md"
          leftSection={<IconPlus size={18} />}
          onClick={() => form.insertListItem('lineas', emptyLine())}
          data-testid="add-line"
        >
          {t('previosPage.line.add')}
        </Button>
      )}
    </>
  );
}
