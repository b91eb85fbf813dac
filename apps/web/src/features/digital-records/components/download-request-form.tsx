import { useState } from 'react';
import { Button, Card, Group, MultiSelect, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadRequestInputSchema, RECORD_FILE_TYPES, type DownloadRequest } from '@portal/contract/features/digital-records';
import { notifyError } from '../../../shared/ui/toast.ts';
import { requestDownload, useRecordCustomers } from '../api/digital-records.api.ts';
import { DateField } from '../../../shared/forms/date-field.tsx';

type Values = Record<'clienteId' | 'fechaPagoDesde' | 'fechaPagoHasta' | 'aduana' | 'patente' | 'clave' | 'tipoOperacion', string>;
const EMPTY: Values = { clienteId: '', fechaPagoDesde: '', fechaPagoHasta: '', aduana: '', patente: '', clave: '', tipoOperacion: '' };

/** The bulk download request: a customer, a payment range of at most 30 days, optional filters and file types. */
export function DownloadRequestForm({ onRequested }: { onRequested: (request: DownloadRequest) => void }) {
  const { t } = useTranslation();
  const customers = useRecordCustomers();
  const [values, setValues] = useState<Values>(EMPTY);
  const [tipos, setTipos] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const set = (name: keyof Values) => (value: string | null) => setValues((v) => ({ ...v, [name]: value ?? '' }));
  const submit = async () => {
    const input = Object.fromEntries(
      Object.entries({
        ...values,
        clienteId: values.clienteId ? Number(values.clienteId) : undefined,
        tipos: tipos.length ? tipos : undefined,
      }).filter(([, v]) => v !== '' && v !== undefined),
    );
    const parsed = downloadRequestInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'clienteId');
        found[key] ??= issue.message.includes('.') ? t(issue.message) : t('validation.required');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      onRequested(await requestDownload(parsed.data));
    } catch (err) {
      notifyError(err);
    } finally {
      setSending(false);
    }
  };
  const text = (name: keyof Values) => (
    <TextInput
      label={t(`digitalRecordsPage.filters.${name}`)}
      value={values[name]}
      onChange={(e) => set(name)(e.currentTarget.value)}
      error={errors[name]}
      data-testid={`request-${name}`}
    />
  );
  const day = (name: 'fechaPagoDesde' | 'fechaPagoHasta') => (
    <DateField
      label={t(`digitalRecordsPage.filters.${name}`)}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      required
      data-testid={`request-${name}`}
    />
  );
  return (
    <Card withBorder data-testid="download-request">
      <Title order={2} size="h4" mb="sm">
        {t('digitalRecordsPage.request.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label={t('digitalRecordsPage.filters.clienteId')}
          data={(customers.data ?? []).map((c) => ({ value: String(c.value), label: c.text }))}
          value={values.clienteId || null}
          onChange={set('clienteId')}
          error={errors.clienteId}
          required
          searchable
          data-testid="request-clienteId"
        />
        {day('fechaPagoDesde')}
        {day('fechaPagoHasta')}
        <MultiSelect
          label={t('digitalRecordsPage.request.types')}
          data={RECORD_FILE_TYPES.map((value) => ({ value, label: t(`expedientes.types.${value}`) }))}
          value={tipos}
          onChange={setTipos}
          placeholder={t('digitalRecordsPage.request.allTypes')}
          data-testid="request-tipos"
        />
        {text('aduana')}
        {text('patente')}
        {text('clave')}
        <Select
          label={t('digitalRecordsPage.filters.tipoOperacion')}
          data={['1', '2'].map((value) => ({ value, label: t(`expedientes.operations.${value}`) }))}
          value={values.tipoOperacion || null}
          onChange={set('tipoOperacion')}
          clearable
          data-testid="request-tipoOperacion"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void submit()} loading={sending} data-testid="request-submit">
          {t('digitalRecordsPage.request.submit')}
        </Button>
      </Group>
    </Card>
  );
}
