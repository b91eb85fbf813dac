import { useSearchParams } from 'react-router';
import { Card, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
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
import { EntityFormActions } from '../../../shared/forms/entity-form-actions.tsx';
import { useEntityForm } from '../../../shared/forms/use-entity-form.ts';
import { fieldProps, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useAllQueries, useConditionFilter } from '../api/dashboards.api.ts';
import { saveSetting, useSettingsForm } from '../components/settings-form.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';

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
  const raw = useSearchParams()[0].get('filtroCondicionId');
  // Without the parameter a new filter; with one that cannot be an id, the server's 400 shows "not found".
  const id = raw ? Number(raw) : null;
  const record = useConditionFilter(id);
  if (id !== null && !record.data) return <RecordPending query={record} />;
  return <ConditionFilterEditForm loaded={record.data} />;
}

function ConditionFilterEditForm({ loaded }: { loaded: ReturnType<typeof useConditionFilter>['data'] }) {
  const { navigate, afterSave, removal } = useSettingsForm();
  const queries = useAllQueries();
  const { form, onSubmit, saving, askDelete } = useEntityForm({
    loaded,
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
    } as Values,
    validate,
    toValues: (f: ConditionFilter): Values => ({
      ...f,
      objetoConsultaId: f.objetoConsultaId ? String(f.objetoConsultaId) : '',
      valoresUsuario: f.valoresUsuario ?? '',
      opciones: f.opciones.map((o) => `${o.value}=${o.text}`).join('\n'),
    }),
    save: (v, record) => saveSetting<ConditionFilter>(CONDITION_FILTERS_API, 'filtroCondicionId', conditionFilterSchema)(toBody(v), record),
    onSaved: () => afterSave(LIST),
    fields: FIELDS,
    remove: removal(
      LIST,
      (f: ConditionFilter) => `${CONDITION_FILTERS_API}/${f.filtroCondicionId}`,
      (f) => f.nombre,
    ),
  });
  return (
    <Card withBorder>
      <form onSubmit={onSubmit} noValidate data-testid="filter-form">
        <Stack>
          <FilterFields form={form} queries={queries} />
          <EntityFormActions testId="filter" saving={saving} onCancel={() => void navigate(LIST)} onDelete={askDelete} />
        </Stack>
      </form>
    </Card>
  );
}
