import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, Loader, NumberInput, Stack, Switch, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RECORD_FILE_TYPES, type RecordSettings } from '@portal/contract/features/digital-records';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { saveRecordSettings, useRecordSettings } from '../api/digital-records.api.ts';

/** `/apps/digitalrecord/settings`: required file types, how long a ready zip lasts, whether its requester is notified. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useRecordSettings();
  if (settings.isError) return <Alert color="red">{problemMessage(settings.error, t('errors.unexpected'))}</Alert>;
  if (settings.isPending) return <Loader aria-label={t('digitalRecordsPage.loading')} />;
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: RecordSettings }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<RecordSettings>(initial);
  const [saving, setSaving] = useState(false);
  const f = (name: string) => t(`digitalRecordsPage.settings.${name}`);
  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveRecordSettings(values);
      setValues(saved);
      client.setQueryData(['digital-records', 'settings'], saved);
      notifySuccess(200, f('saved'));
    } catch (err) {
      notifyError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card withBorder maw={640} data-testid="record-settings">
      <Title order={2} size="h4" mb="sm">
        {t('digitalRecordsPage.settingsTitle')}
      </Title>
      <Stack>
        <NumberInput
          label={f('lapseHours')}
          min={1}
          max={2160}
          value={values.horasVigencia}
          onChange={(v) => setValues({ ...values, horasVigencia: Number(v) || 1 })}
          data-testid="settings-hours"
        />
        <Checkbox.Group
          label={f('required')}
          value={values.tiposRequeridos}
          onChange={(v) => setValues({ ...values, tiposRequeridos: v as RecordSettings['tiposRequeridos'] })}
        >
          <Group mt={4}>
            {RECORD_FILE_TYPES.map((tipo) => (
              <Checkbox key={tipo} value={tipo} label={t(`expedientes.types.${tipo}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Switch
          label={f('notify')}
          checked={values.notificarSolicitante}
          onChange={(e) => setValues({ ...values, notificarSolicitante: e.currentTarget.checked })}
          data-testid="settings-notify"
        />
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving} data-testid="settings-save">
            {f('save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
