import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ticketCategoryInputSchema, type TicketCategory } from '@portal/contract/features/helpdesk';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useAllCategories, useCategory, useSaveCategory } from '../api/helpdesk.api.ts';
import { listPath } from '../../../shared/list/list-return.ts';

export default function CategoryFormPage() {
  const raw = useParams().ticketCategoriaId;
  const id = raw ? Number(raw) : null;
  const category = useCategory(id);
  if (id !== null && !category.data) return null;
  return <CategoryForm key={category.data?.rowVersion ?? 0} category={category.data ?? null} />;
}

const FIELDS = ['nombre', 'ticketCategoriaPadreId', 'abreviatura', 'slaHoras', 'descripcion', 'evidenciaRecomendada'] as const;

function CategoryForm({ category }: { category: TicketCategory | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const all = useAllCategories();
  const save = useSaveCategory();
  const form = useForm({
    initialValues: {
      nombre: category?.nombre ?? '',
      ticketCategoriaPadreId: category?.ticketCategoriaPadreId ? String(category.ticketCategoriaPadreId) : null,
      abreviatura: category?.abreviatura ?? '',
      slaHoras: category?.slaHoras ?? 8,
      descripcion: category?.descripcion ?? '',
      evidenciaRecomendada: category?.evidenciaRecomendada ?? '',
      activo: category?.activo ?? true,
    },
    validate: (v) =>
      zodValidate(ticketCategoryInputSchema)({
        ...v,
        ticketCategoriaPadreId: v.ticketCategoriaPadreId ? Number(v.ticketCategoriaPadreId) : null,
      }),
  });
  useUnsavedChanges(form.isDirty());
  const parents = (all.data?.items ?? []).filter((c) => c.ticketCategoriaId !== category?.ticketCategoriaId);
  return (
    <Card withBorder shadow="sm" padding="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((v) => {
          save.mutate(
            {
              ...v,
              ticketCategoriaPadreId: v.ticketCategoriaPadreId ? Number(v.ticketCategoriaPadreId) : null,
              ...(category ? { ticketCategoriaId: category.ticketCategoriaId, rowVersion: category.rowVersion } : {}),
            },
            {
              onSuccess: () => {
                form.resetDirty();
                notifySuccess(category ? 200 : 201, t('helpdesk.messages.categorySaved'));
                void navigate(listPath('/apps/category/list'));
              },
              onError: (err) => showServerFieldErrors(form, err, FIELDS),
            },
          );
        }, focusFirstInvalidField)}
      >
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
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={listPath('/apps/category/list')}>
              {t('helpdesk.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="form-save">
              {t('common.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
