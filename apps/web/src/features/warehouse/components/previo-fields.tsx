import { Card, Checkbox, Select, SimpleGrid, Stack, Text, Textarea, TextInput, NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PREVIO_LOAD_TYPES, PREVIO_TYPES } from '@portal/contract/features/previos';
import { PEDIMENTOS_API, type PedimentoSummary } from '@portal/contract/features/pedimentos';
import { DateField, TimeField } from '../../../shared/forms/date-field.tsx';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { fieldProps } from '../../../shared/forms/zod-form.ts';
import { DocumentsField } from './documents-field.tsx';
import { warehouseOptions } from '../offline/saved-options.ts';
import { PhotoStrip } from './photo-strip.tsx';
import type { PrevioValues } from './previo-values.ts';
import { RecordSearchSelect } from './record-search-select.tsx';

interface FieldsProps {
  form: UseFormReturnType<PrevioValues>;
  readOnly: boolean;
  pedimentoNumero: string | null;
}

/** The label, input and error helpers the previo's cards share. */
function useFieldKit(form: UseFormReturnType<PrevioValues>, readOnly: boolean) {
  const { t } = useTranslation();
  const label = (field: string) => t(`previosPage.fields.${field}`);
  const props = (field: keyof PrevioValues) => ({ readOnly, ...fieldProps(form, field, t), 'data-testid': `field-${field}` });
  const text = (field: keyof PrevioValues, max: number, extra: Record<string, unknown> = {}) => (
    <TextInput label={label(field)} maxLength={max} {...props(field)} {...extra} />
  );
  const reference = (field: 'clienteId' | 'recintoId' | 'lineaTransporteId' | 'proveedorId', catalogue: string, required = false) => (
    <ReferenceSelect
      catalogue={catalogue}
      keeper={warehouseOptions}
      label={label(field)}
      required={required}
      disabled={readOnly}
      {...fieldProps(form, field, t)}
      data-testid={`field-${field}`}
    />
  );
  const choice = (field: 'tipoCarga' | 'tipoPrevio', values: readonly string[]) => (
    <Select
      label={label(field)}
      data={values.map((value) => ({ value, label: t(`previosPage.${field}.${value}`) }))}
      clearable
      disabled={readOnly}
      {...form.getInputProps(field)}
      data-testid={`field-${field}`}
    />
  );
  const check = (field: 'terminado' | 'cuantificado' | 'bultoDaniado') => (
    <Checkbox
      label={label(field)}
      disabled={readOnly}
      size="md"
      {...form.getInputProps(field, { type: 'checkbox' })}
      data-testid={`field-${field}`}
    />
  );
  const photoError = (field: 'fotoGuiaId' | 'fotoDanioId') => {
    const error = form.errors[field];
    return typeof error === 'string' ? t(error) : undefined;
  };
  return { t, label, props, text, reference, choice, check, photoError };
}

/** General: customer, enclosure, vendor, transport line, processor, the pedimento served, dates and types. */
function GeneralCard({ form, readOnly, pedimentoNumero }: FieldsProps) {
  const { t, label, props, text, reference, choice } = useFieldKit(form, readOnly);
  return (
    <Card withBorder padding="md">
      <Text fw={600} mb="sm">
        {t('previosPage.sections.general')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {reference('clienteId', 'clientes', true)}
        {reference('recintoId', 'recintos')}
        {reference('proveedorId', 'proveedores')}
        {reference('lineaTransporteId', 'lineasTransporte')}
        {text('procesador', 120)}
        {form.values.clienteId !== null && (
          <RecordSearchSelect<PedimentoSummary>
            label={label('pedimentoId')}
            path={PEDIMENTOS_API}
            params={{ clienteId: String(form.values.clienteId) }}
            value={form.values.pedimentoId}
            valueText={pedimentoNumero}
            idOf={(p) => p.pedimentoId}
            textOf={(p) => `${p.numeroImpreso}${p.referencia ? ` · ${p.referencia}` : ''}`}
            onPick={(p) => form.setFieldValue('pedimentoId', p?.pedimentoId ?? null)}
            disabled={readOnly}
            testId="field-pedimentoId"
          />
        )}
        <DateField label={label('fechaEntrada')} {...props('fechaEntrada')} />
        <DateField label={label('fechaPrevio')} required {...props('fechaPrevio')} />
        {choice('tipoCarga', PREVIO_LOAD_TYPES)}
        {choice('tipoPrevio', PREVIO_TYPES)}
      </SimpleGrid>
    </Card>
  );
}

/** Transport: guides, container, padlocks and the guide's photo. */
function TransportCard({ form, readOnly }: FieldsProps) {
  const { t, label, text, photoError } = useFieldKit(form, readOnly);
  return (
    <Card withBorder padding="md">
      <Text fw={600} mb="sm">
        {t('previosPage.sections.transport')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('guiaMaster', 40, { autoCapitalize: 'characters' })}
        {text('guiaHouse', 40, { autoCapitalize: 'characters' })}
        {text('numeroContenedor', 20, { autoCapitalize: 'characters' })}
        {text('candadoInicial', 40)}
        {text('candadoFinal', 40)}
      </SimpleGrid>
      <Text size="sm" fw={500} mt="sm" mb={4}>
        {label('fotoGuia')}
      </Text>
      <PhotoStrip
        fotos={form.values.fotoGuia ? [form.values.fotoGuia] : []}
        tipo="guia"
        single
        readOnly={readOnly}
        onChange={(fotos) => form.setFieldValue('fotoGuia', fotos[0] ?? null)}
        error={photoError('fotoGuiaId')}
        testId="photos-guia"
      />
    </Card>
  );
}

/** The inspection: times, packages, weight, tags, the checks, damage and its photo, remarks and documents. */
function InspectionCard({ form, readOnly }: FieldsProps) {
  const { t, label, props, text, check, photoError } = useFieldKit(form, readOnly);
  return (
    <Card withBorder padding="md">
      <Text fw={600} mb="sm">
        {t('previosPage.sections.inspection')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TimeField label={label('horaInicio')} {...props('horaInicio')} />
        <TimeField label={label('horaSolicitudMercancia')} {...props('horaSolicitudMercancia')} />
        <TimeField label={label('horaEntregaMercancia')} {...props('horaEntregaMercancia')} />
        <NumberInput
          label={label('bultos')}
          min={0}
          allowDecimal={false}
          readOnly={readOnly}
          {...form.getInputProps('bultos')}
          data-testid="field-bultos"
        />
        {text('pesoTotal', 15, { inputMode: 'decimal' })}
        {text('etiquetas', 200)}
      </SimpleGrid>
      <Stack gap="xs" mt="sm">
        {check('cuantificado')}
        {check('terminado')}
        {check('bultoDaniado')}
      </Stack>
      {form.values.bultoDaniado && (
        <Stack gap={4} mt="sm">
          <Textarea label={label('danio')} autosize minRows={2} maxLength={1000} {...props('danio')} />
          <Text size="sm" fw={500}>
            {label('fotoDanio')}
          </Text>
          <PhotoStrip
            fotos={form.values.fotoDanio ? [form.values.fotoDanio] : []}
            tipo="danio"
            single
            readOnly={readOnly}
            onChange={(fotos) => form.setFieldValue('fotoDanio', fotos[0] ?? null)}
            error={photoError('fotoDanioId')}
            testId="photos-danio"
          />
        </Stack>
      )}
      <Textarea mt="sm" label={label('discrepancia')} autosize minRows={2} maxLength={1000} {...props('discrepancia')} />
      <Textarea
        mt="sm"
        label={label('observacionesGenerales')}
        autosize
        minRows={2}
        maxLength={2000}
        {...props('observacionesGenerales')}
      />
      <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
        <DocumentsField
          value={form.values.documentos}
          onChange={(next) => form.setFieldValue('documentos', next)}
          readOnly={readOnly}
          errorOf={(path) => (typeof form.errors[path] === 'string' ? t(String(form.errors[path])) : undefined)}
        />
      </div>
    </Card>
  );
}

/** The previo's own data (spec point 3), in cards of one column on a phone and two on a wide screen. */
export function PrevioFields(fields: FieldsProps) {
  return (
    <Stack gap="md">
      <GeneralCard {...fields} />
      <TransportCard {...fields} />
      <InspectionCard {...fields} />
    </Stack>
  );
}
