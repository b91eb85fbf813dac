import { useParams } from 'react-router';
import { Card, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIXED_OPTION_DOMAINS, fixedOptionTextKey } from '@portal/contract/features/options';
import {
  ELEMENTS_API,
  QUERY_OBJECTS_API,
  elementInputSchema,
  elementSchema,
  queryResultSchema,
  type DashboardElement,
  type ElementInput,
} from '@portal/contract/features/dashboards';
import { api } from '../../../shared/api/api.ts';
import { EntityFormActions } from '../../../shared/forms/entity-form-actions.tsx';
import { useEntityForm } from '../../../shared/forms/use-entity-form.ts';
import { fieldProps, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useAllFilters, useAllQueries, useElement } from '../api/dashboards.api.ts';
import { ElementChart } from '../components/element-chart.tsx';
import { saveSetting, useSettingsForm } from '../components/settings-form.ts';
import { ElementFilters, ElementGrants } from '../components/element-lists.tsx';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';

type Values = Omit<ElementInput, 'tipo' | 'objetoConsultaId'> & { tipo: string; objetoConsultaId: string };
const FIELDS = ['tipo', 'nombre', 'descripcion', 'objetoConsultaId', 'columnaEtiqueta', 'columnasValor', 'filtros', 'accesos'] as const;
const LIST = '/settings/dashboards/elements';
const toBody = (v: Values) => ({ ...v, tipo: Number(v.tipo), objetoConsultaId: Number(v.objetoConsultaId) || 0 });
const validate = (v: Values) => zodValidate<Record<string, unknown>>(elementInputSchema)(toBody(v));

function ElementFields({
  form,
  queries,
  columns,
}: {
  form: UseFormReturnType<Values>;
  queries: ReturnType<typeof useAllQueries>;
  columns: string[];
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Select
        label={t('tableros.fields.tipo')}
        data={FIXED_OPTION_DOMAINS.TableroElementoTipos.map((o) => ({
          value: String(o.value),
          label: t(fixedOptionTextKey('TableroElementoTipos', o.key)),
        }))}
        allowDeselect={false}
        withAsterisk
        {...fieldProps(form, 'tipo', t)}
        data-testid="element-tipo"
      />
      <TextInput
        label={t('tableros.fields.nombre')}
        withAsterisk
        maxLength={100}
        {...fieldProps(form, 'nombre', t)}
        data-testid="element-nombre"
      />
      <Select
        label={t('tableros.fields.objetoConsulta')}
        data={(queries.data?.items ?? []).map((q) => ({ value: String(q.objetoConsultaId), label: q.descripcion }))}
        withAsterisk
        searchable
        {...fieldProps(form, 'objetoConsultaId', t)}
        data-testid="element-objeto"
      />
      <Select
        label={t('tableros.fields.columnaEtiqueta')}
        data={columns}
        {...fieldProps(form, 'columnaEtiqueta', t)}
        data-testid="element-columnaEtiqueta"
      />
      <MultiSelect
        label={t('tableros.fields.columnasValor')}
        data={columns}
        {...fieldProps(form, 'columnasValor', t)}
        data-testid="element-columnasValor"
      />
      <Textarea label={t('tableros.fields.descripcion')} maxLength={500} autosize {...fieldProps(form, 'descripcion', t)} />
    </SimpleGrid>
  );
}

/** `/settings/dashboards/elements/new` and `/:elementoId/edit`: type, query object, columns, filters, grants, with a live preview. */
export default function ElementEditPage() {
  const raw = useParams().elementoId;
  // An id that cannot be one (`elements/abc/edit`) is read too: the server's 400 shows "not found", never a new form.
  const id = raw ? Number(raw) : null;
  const record = useElement(id);
  if (id !== null && !record.data) return <RecordPending query={record} />;
  return <ElementEditForm loaded={record.data} />;
}

function ElementEditForm({ loaded }: { loaded: ReturnType<typeof useElement>['data'] }) {
  const { t } = useTranslation();
  const { navigate, afterSave, removal } = useSettingsForm();
  const queries = useAllQueries();
  const filters = useAllFilters();
  const { form, onSubmit, saving, askDelete } = useEntityForm({
    loaded,
    initialValues: {
      tipo: '3',
      nombre: '',
      descripcion: '',
      objetoConsultaId: '',
      columnaEtiqueta: '',
      columnasValor: [],
      filtros: [],
      accesos: [],
    } as Values,
    validate,
    toValues: (e: DashboardElement): Values => ({
      ...e,
      tipo: String(e.tipo),
      objetoConsultaId: String(e.objetoConsultaId),
      filtros: e.filtros.map(({ filtro: _f, ...f }) => f),
    }),
    save: (v, record) => saveSetting<DashboardElement>(ELEMENTS_API, 'elementoId', elementSchema)(toBody(v), record),
    onSaved: () => afterSave(LIST),
    fields: FIELDS,
    remove: removal(
      LIST,
      (e: DashboardElement) => `${ELEMENTS_API}/${e.elementoId}`,
      (e) => e.nombre,
    ),
  });
  const queryId = Number(form.values.objetoConsultaId) || null;
  const columns = (queries.data?.items.find((q) => q.objetoConsultaId === queryId)?.columnas ?? []).map((c) => c.nombre);
  const preview = useQuery({
    queryKey: ['tableros', 'preview', queryId],
    queryFn: ({ signal }) => api.post(`${QUERY_OBJECTS_API}/${queryId}/Ejecutar`, {}, { schema: queryResultSchema, signal }),
    enabled: queryId !== null,
    meta: { silent: true },
  });
  return (
    <Stack>
      <Card withBorder>
        <form onSubmit={onSubmit} noValidate data-testid="element-form">
          <Stack>
            <ElementFields form={form} queries={queries} columns={columns} />
            <ElementFilters
              value={form.values.filtros}
              onChange={(next) => form.setFieldValue('filtros', next)}
              filters={(filters.data?.items ?? []).map((f) => ({ value: String(f.filtroCondicionId), label: f.nombre }))}
              columns={columns}
            />
            <ElementGrants value={form.values.accesos} onChange={(next) => form.setFieldValue('accesos', next)} />
            <EntityFormActions testId="element" saving={saving} onCancel={() => void navigate(LIST)} onDelete={askDelete} />
          </Stack>
        </form>
      </Card>
      {preview.data && (
        <Card withBorder>
          <Title order={3} size="h5" mb="sm">
            {t('tableros.actions.preview')}
          </Title>
          <ElementChart element={{ ...form.values, tipo: Number(form.values.tipo) }} result={preview.data} testId="element-preview" />
        </Card>
      )}
    </Stack>
  );
}
