import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONDITION_FILTERS_API,
  FILTER_DATA_TYPES,
  FILTER_OPERATORS,
  FILTER_SOURCES,
  FILTER_USER_VALUES,
  conditionFilterInputSchema,
  conditionFilterSchema,
  type ConditionFilter,
} from '@portal/contract/features/dashboards';
import { api } from '../../../shared/api/api.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChangesWarning } from '../../../shared/forms/use-unsaved-changes.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { useAllQueries, useConditionFilter } from '../api/dashboards.api.ts';

type Values = Omit<
  ConditionFilter,
  'filtroCondicionId' | 'rowVersion' | 'updatedAt' | 'opciones' | 'objetoConsultaId' | 'valoresUsuario'
> & {
  opciones: string;
  objetoConsultaId: string;
  valoresUsuario: string;
};
const FIELDS = [
  'nombre',
  'tipo',
  'objetoConsultaId',
  'columnaValor',
  'columnaTexto',
  'tipoDato',
  'operadorLogico',
  'etiqueta',
  'opciones',
  'valoresUsuario',
] as const;
const LIST = '/settings/dataaccess/conditionfilters';

function toBody(v: Values) {
  const opciones = v.opciones
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value, ...text] = line.split('=');
      return { value: value!.trim(), text: (text.join('=') || value!).trim() };
    });
  return { ...v, opciones, objetoConsultaId: Number(v.objetoConsultaId) || null, valoresUsuario: v.valoresUsuario || null };
}
const validate = (v: Values) => zodValidate<Record<string, unknown>>(conditionFilterInputSchema)(toBody(v));
const options = (values: readonly string[], label: (v: string) => string) => values.map((value) => ({ value, label: label(value) }));

function FilterFields({ form, queries }: { form: UseFormReturnType<Values>; queries: ReturnType<typeof useAllQueries> }) {
  const { t } = useTranslation();
  const source = form.values.tipo;
  const columns = (queries.data?.items.find((q) => String(q.objetoConsultaId) === form.values.objetoConsultaId)?.columnas ?? []).map(
    (c) => c.nombre,
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput
          label={t('tableros.fields.nombre')}
          withAsterisk
          maxLength={100}
          {...fieldProps(form, 'nombre', t)}
          data-testid="filter-nombre"
        />
        <TextInput
          label={t('tableros.fields.etiqueta')}
          maxLength={100}
          {...fieldProps(form, 'etiqueta', t)}
          data-testid="filter-etiqueta"
        />
        <Select
          label={t('tableros.fields.tipo')}
          data={options(FILTER_SOURCES, (v) => t(`tableros.sources.${v}`))}
          allowDeselect={false}
          withAsterisk
          {...fieldProps(form, 'tipo', t)}
          data-testid="filter-tipo"
        />
        <Select
          label={t('tableros.fields.tipoDato')}
          data={options(FILTER_DATA_TYPES, (v) => t(`tableros.dataTypes.${v}`))}
          allowDeselect={false}
          withAsterisk
          {...fieldProps(form, 'tipoDato', t)}
          data-testid="filter-tipoDato"
        />
        <Select
          label={t('tableros.fields.operadorLogico')}
          data={options(FILTER_OPERATORS, (v) => v)}
          allowDeselect={false}
          withAsterisk
          {...fieldProps(form, 'operadorLogico', t)}
          data-testid="filter-operador"
        />
        {source === 'consulta' && (
          <>
            <Select
              label={t('tableros.fields.objetoConsulta')}
              data={(queries.data?.items ?? []).map((q) => ({ value: String(q.objetoConsultaId), label: q.descripcion }))}
              withAsterisk
              {...fieldProps(form, 'objetoConsultaId', t)}
              data-testid="filter-objeto"
            />
            <Select
              label={t('tableros.fields.columnaValor')}
              data={columns}
              withAsterisk
              {...fieldProps(form, 'columnaValor', t)}
              data-testid="filter-columnaValor"
            />
            <Select
              label={t('tableros.fields.columnaTexto')}
              data={columns}
              {...fieldProps(form, 'columnaTexto', t)}
              data-testid="filter-columnaTexto"
            />
          </>
        )}
        {(source === 'usuario' || source === 'sesion') && (
          <Select
            label={t('tableros.fields.valoresUsuario')}
            data={options(FILTER_USER_VALUES, (v) => t(`tableros.userValues.${v}`))}
            withAsterisk
            {...fieldProps(form, 'valoresUsuario', t)}
            data-testid="filter-valoresUsuario"
          />
        )}
      </SimpleGrid>
      {source === 'lista' && (
        <Textarea
          label={t('tableros.fields.opciones')}
          withAsterisk
          autosize
          minRows={3}
          {...fieldProps(form, 'opciones', t)}
          data-testid="filter-opciones"
        />
      )}
      <Group>
        <Checkbox label={t('tableros.fields.obligatorio')} {...form.getInputProps('obligatorio', { type: 'checkbox' })} />
        <Checkbox
          label={t('tableros.fields.seleccionMultiple')}
          {...form.getInputProps('seleccionMultiple', { type: 'checkbox' })}
          data-testid="filter-multiple"
        />
      </Group>
    </>
  );
}

/** `/settings/dataaccess/conditionfilters/add` and `/edit?filtroCondicionId=`: a filter's source, type and operator. */
export default function ConditionFilterEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(useSearchParams()[0].get('filtroCondicionId')) || null;
  const item = useConditionFilter(id);
  const queries = useAllQueries();
  const form = useForm<Values>({
    initialValues: {
      nombre: '',
      tipo: 'lista',
      objetoConsultaId: '',
      columnaValor: '',
      columnaTexto: '',
      tipoDato: 'texto',
      operadorLogico: '=',
      etiqueta: '',
      obligatorio: false,
      seleccionMultiple: false,
      opciones: '',
      valoresUsuario: '',
    },
    validate,
  });
  const loaded = item.data;
  useEffect(() => {
    if (!loaded) return;
    const values = {
      ...loaded,
      objetoConsultaId: loaded.objetoConsultaId ? String(loaded.objetoConsultaId) : '',
      valoresUsuario: loaded.valoresUsuario ?? '',
      opciones: loaded.opciones.map((o) => `${o.value}=${o.text}`).join('\n'),
    };
    form.setValues(values);
    form.resetDirty(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  useUnsavedChangesWarning(form.isDirty());
  const save = useMutation({
    mutationFn: (v: Values) =>
      loaded
        ? api.put(
            `${CONDITION_FILTERS_API}/${loaded.filtroCondicionId}`,
            { ...toBody(v), filtroCondicionId: loaded.filtroCondicionId, rowVersion: loaded.rowVersion },
            { schema: conditionFilterSchema },
          )
        : api.post(CONDITION_FILTERS_API, toBody(v), { schema: conditionFilterSchema }),
    onSuccess: () => {
      form.resetDirty();
      void client.invalidateQueries({ queryKey: ['tableros'] });
      notifySuccess(200, t('tableros.saved'));
      // After the form re-rendered clean, or the unsaved-changes guard would stop its own save.
      setTimeout(() => void navigate(LIST), 0);
    },
    onError: (error) => {
      showServerFieldErrors(form, error, FIELDS);
      notifyError(error);
    },
  });
  return (
    <Card withBorder>
      <form onSubmit={form.onSubmit((v) => save.mutate(v), focusFirstInvalidField)} noValidate data-testid="filter-form">
        <Stack>
          <FilterFields form={form} queries={queries} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(LIST)}>
              {t('tableros.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="filter-save">
              {t('tableros.actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
