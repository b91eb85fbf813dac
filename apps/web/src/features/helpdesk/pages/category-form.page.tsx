import { Card, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ticketCategoryInputSchema, type TicketCategory } from '@portal/contract/features/helpdesk';
import { EntityFormActions } from '../../../shared/forms/entity-form-actions.tsx';
import { useEntityForm } from '../../../shared/forms/use-entity-form.ts';
import { fieldProps, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useAllCategories, useCategory, useSaveCategory } from '../api/helpdesk.api.ts';
import { listPath } from '../../../shared/list/list-return.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';

export default function CategoryFormPage() {
  const raw = useParams().ticketCategoriaId;
  const id = raw ? Number(raw) : null;
  const category = useCategory(id);
  if (id !== null && !category.data) return <RecordPending query={category} />;
  return <CategoryForm key={category.data?.rowVersion ?? 0} category={category.data} />;
}

const FIELDS = ['nombre', 'ticketCategoriaPadreId', 'abreviatura', 'slaHoras', 'descripcion', 'evidenciaRecomendada'] as const;
const LIST = '/apps/category/list';

const valuesOf = (category: TicketCategory | undefined) => ({
  nombre: category?.nombre ?? '',
  ticketCategoriaPadreId: category?.ticketCategoriaPadreId ? String(category.ticketCategoriaPadreId) : null,
  abreviatura: category?.abreviatura ?? '',
  slaHoras: category?.slaHoras ?? 8,
  descripcion: category?.descripcion ?? '',
  evidenciaRecomendada: category?.evidenciaRecomendada ?? '',
  activo: category?.activo ?? true,
});
type Values = ReturnType<typeof valuesOf>;
const toBody = (v: Values) => ({ ...v, ticketCategoriaPadreId: v.ticketCategoriaPadreId ? Number(v.ticketCategoriaPadreId) : null });

function CategoryForm({ category }: { category: TicketCategory | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const all = useAllCategories();
  const save = useSaveCategory();
  const { form, onSubmit, saving } = useEntityForm({
    loaded: category,
    initialValues: valuesOf(category),
    toValues: valuesOf,
    validate: (v: Values) => zodValidate(ticketCategoryInputSchema)(toBody(v)),
    save: (v, loaded) =>
      save.mutateAsync({
        ...toBody(v),
        ...(loaded ? { ticketCategoriaId: loaded.ticketCategoriaId, rowVersion: loaded.rowVersion } : {}),
      }),
    onSaved: () => {
      notifySuccess(category ? 200 : 201, t('helpdesk.messages.categorySaved'));
      return navigate(listPath(LIST));
    },
    fields: FIELDS,
  });
  const parents = (all.data?.items ?? []).filter((c) => c.ticketCategoriaId !== category?.ticketCategoriaId);
  return (
    <Card withBorder shadow="sm" padding="lg">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('helpdesk.fields.nombre')} required maxLength={100} {...fieldProps(form, 'nombre', t)} />
            <Select
              label={t('helpdesk.fields.padre')}
              clearable
              searchable
              data={parents.map((c) => ({ value: String(c.ticketCategoriaId), label: c.rutaMostrar }))}
              {...fieldProps(form, 'ticketCategoriaPadreId', t)}
            />
            <TextInput label={t('helpdesk.fields.abreviatura')} maxLength={10} {...fieldProps(form, 'abreviatura', t)} />
            <NumberInput
              label={t('helpdesk.fields.slaHoras')}
              required
              min={1}
              max={2000}
              allowDecimal={false}
              {...fieldProps(form, 'slaHoras', t)}
            />
          </SimpleGrid>
          <Textarea
            label={t('helpdesk.fields.descripcion')}
            autosize
            minRows={2}
            maxLength={1000}
            {...fieldProps(form, 'descripcion', t)}
          />
          <TextInput label={t('helpdesk.fields.evidenciaRecomendada')} maxLength={500} {...fieldProps(form, 'evidenciaRecomendada', t)} />
          <Switch label={t('helpdesk.fields.activo')} {...form.getInputProps('activo', { type: 'checkbox' })} />
          <EntityFormActions testId="form" saving={saving} onCancel={() => void navigate(listPath(LIST))} />
        </Stack>
      </form>
    </Card>
  );
}
