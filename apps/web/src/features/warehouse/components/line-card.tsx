import { ActionIcon, Card, Checkbox, Group, NumberInput, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getCatalogue } from '@portal/contract';
import { quantitiesDiffer } from '@portal/contract/features/previos';
import { fieldProps } from '../../../shared/forms/zod-form.ts';
import { PhotoStrip } from './photo-strip.tsx';
import type { PrevioValues } from './previo-values.ts';
import { RecordSearchSelect } from './record-search-select.tsx';

interface Part {
  parteId: number;
  numeroParte: string;
  descripcion: string;
  fraccion: string;
  unidadMedida: string | null;
}

type PrevioForm = UseFormReturnType<PrevioValues>;

/** The line's remove button, after a confirmation naming the line. */
function RemoveLineButton({ form, index }: { form: PrevioForm; index: number }) {
  const { t } = useTranslation();
  const line = form.values.lineas[index]!;
  return (
    <ActionIcon
      color="red"
      variant="subtle"
      size="lg"
      aria-label={t('previosPage.line.remove', { n: index + 1 })}
      onClick={() =>
        modals.openConfirmModal({
          title: t('previosPage.line.removeTitle'),
          children: <Text size="sm">{t('previosPage.line.removeText', { n: index + 1, name: line.descripcion || '—' })}</Text>,
          labels: { confirm: t('previosPage.actions.delete'), cancel: t('previosPage.actions.cancel') },
          confirmProps: { color: 'red' },
          onConfirm: () => form.removeListItem('lineas', index),
        })
      }
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
}

/** The customer's part picked by number or description: it fills the line's number, description, fraction and unit. */
function LinePartPicker({ form, index, clienteId }: { form: PrevioForm; index: number; clienteId: number }) {
  const { t } = useTranslation();
  const line = form.values.lineas[index]!;
  const path = (field: string) => `lineas.${index}.${field}` as never;
  return (
    <RecordSearchSelect<Part>
      label={t('previosPage.line.parte')}
      path={getCatalogue('partes').apiPath}
      params={{ clienteId: String(clienteId) }}
      value={line.parteId}
      valueText={line.numeroParte}
      idOf={(p) => p.parteId}
      textOf={(p) => `${p.numeroParte} · ${p.descripcion}`}
      onPick={(p) => {
        form.setFieldValue(path('parteId'), (p?.parteId ?? null) as never);
        if (!p) return;
        form.setFieldValue(path('numeroParte'), p.numeroParte as never);
        form.setFieldValue(path('descripcion'), p.descripcion.slice(0, 500) as never);
        form.setFieldValue(path('fraccion'), p.fraccion as never);
        form.setFieldValue(path('unidad'), (p.unidadMedida ?? '') as never);
      }}
      testId={`line-${index}-parte`}
    />
  );
}

/** One line of the previo: what was found against the invoice, and its merchandise photos. */
export function LineCard({ form, index, readOnly }: { form: PrevioForm; index: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const line = form.values.lineas[index]!;
  const path = (field: string) => `lineas.${index}.${field}` as never;
  const label = (field: string) => t(`previosPage.line.${field}`);
  const text = (field: string, max: number) => (
    <TextInput
      label={label(field)}
      maxLength={max}
      readOnly={readOnly}
      {...fieldProps(form, path(field), t)}
      data-testid={`line-${index}-${field}`}
    />
  );
  const askMismatch = () => {
    const current = form.getValues().lineas[index]!;
    if (readOnly || current.diferenciaConfirmada || !current.cantidadFisica || !current.cantidadFactura) return;
    if (!quantitiesDiffer(current)) return;
    modals.openConfirmModal({
      title: t('previosPage.line.mismatchTitle'),
      children: (
        <Text size="sm">{t('previosPage.line.mismatchText', { fisica: current.cantidadFisica, factura: current.cantidadFactura })}</Text>
      ),
      labels: { confirm: t('previosPage.line.mismatchYes'), cancel: t('previosPage.line.mismatchNo') },
      confirmProps: { 'data-testid': 'confirm-mismatch' },
      onConfirm: () => form.setFieldValue(path('diferenciaConfirmada'), true as never),
    });
  };
  const quantity = (field: 'cantidadFisica' | 'cantidadFactura') => (
    <TextInput
      label={label(field)}
      required
      inputMode="decimal"
      readOnly={readOnly}
      {...fieldProps(form, path(field), t)}
      onChange={(event) => {
        form.setFieldValue(path(field), event.currentTarget.value as never);
        form.setFieldValue(path('diferenciaConfirmada'), false as never);
      }}
      onBlur={askMismatch}
      data-testid={`line-${index}-${field}`}
    />
  );
  const differs = !!line.cantidadFisica && !!line.cantidadFactura && quantitiesDiffer(line);
  const photoError = form.errors[`lineas.${index}.fotos`];
  return (
    <Card withBorder padding="sm" data-testid={`line-${index}`}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('previosPage.line.title', { n: index + 1 })}</Text>
        {!readOnly && <RemoveLineButton form={form} index={index} />}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {form.values.clienteId !== null && !readOnly && <LinePartPicker form={form} index={index} clienteId={form.values.clienteId} />}
        {text('numeroParte', 50)}
        <Textarea
          label={label('descripcion')}
          required
          autosize
          minRows={1}
          maxLength={500}
          readOnly={readOnly}
          {...fieldProps(form, path('descripcion'), t)}
          data-testid={`line-${index}-descripcion`}
        />
        {text('numeroFactura', 40)}
        {text('fraccion', 10)}
        {quantity('cantidadFisica')}
        {quantity('cantidadFactura')}
        {text('unidad', 10)}
        {text('paisOrigenFisico', 3)}
        {text('paisOrigenFactura', 3)}
        {text('marca', 80)}
        {text('modelo', 80)}
        {text('numeroSerie', 80)}
        <NumberInput label={label('bultos')} min={0} allowDecimal={false} readOnly={readOnly} {...form.getInputProps(path('bultos'))} />
        {text('peso', 15)}
        {text('ordenCompra', 40)}
      </SimpleGrid>
      {differs && (
        <Checkbox
          mt="sm"
          label={t('previosPage.line.mismatchConfirmed')}
          disabled={readOnly}
          {...form.getInputProps(path('diferenciaConfirmada'), { type: 'checkbox' })}
          data-testid={`line-${index}-confirmed`}
        />
      )}
      <Textarea
        mt="sm"
        label={label('observaciones')}
        autosize
        minRows={1}
        maxLength={1000}
        readOnly={readOnly}
        {...fieldProps(form, path('observaciones'), t)}
      />
      <Text size="sm" fw={500} mt="sm" mb={4}>
        {label('fotos')}
      </Text>
      <PhotoStrip
        fotos={line.fotos}
        tipo="mercancia"
        readOnly={readOnly}
        onChange={(fotos) => form.setFieldValue(path('fotos'), fotos as never)}
        error={typeof photoError === 'string' ? t(photoError) : undefined}
        testId={`line-${index}-photos`}
      />
    </Card>
  );
}
