import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Group, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIXED_OPTION_DOMAINS, fixedOptionTextKey } from '@portal/contract/features/options';
import {
  ELEMENTS_API,
  QUERY_OBJECTS_API,
  elementInputSchema,
  elementSchema,
  queryResultSchema,
  type ElementInput,
} from '@portal/contract/features/dashboards';
import { api } from '../../../shared/api/api.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { useUnsavedChangesWarning } from '../../../shared/forms/use-unsaved-changes.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { useAllFilters, useAllQueries, useElement } from '../api/dashboards.api.ts';
import { ElementChart } from '../components/element-chart.tsx';
import { ElementFilters, ElementGrants } from '../components/element-lists.tsx';

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = Number(useParams().elementoId) || null;
  const item = useElement(id);
  const queries = useAllQueries();
  const filters = useAllFilters();
  const form = useForm<Values>({
    initialValues: {
      tipo: '3',
      nombre: '',
      descripcion: '',
      objetoConsultaId: '',
      columnaEtiqueta: '',
      columnasValor: [],
      filtros: [],
      accesos: [],
    },
    validate,
  });
  const loaded = item.data;
  useEffect(() => {
    if (!loaded) return;
    const values: Values = {
      ...loaded,
      tipo: String(loaded.tipo),
      objetoConsultaId: String(loaded.objetoConsultaId),
      filtros: loaded.filtros.map(({ filtro: _f, ...f }) => f),
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
            `${ELEMENTS_API}/${loaded.elementoId}`,
            { ...toBody(v), elementoId: loaded.elementoId, rowVersion: loaded.rowVersion },
            { schema: elementSchema },
          )
        : api.post(ELEMENTS_API, toBody(v), { schema: elementSchema }),
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
        <form onSubmit={form.onSubmit((v) => save.mutate(v), focusFirstInvalidField)} noValidate data-testid="element-form">
          <Stack>
            <ElementFields form={form} queries={queries} columns={columns} />
            <ElementFilters
              value={form.values.filtros}
              onChange={(next) => form.setFieldValue('filtros', next)}
              filters={(filters.data?.items ?? []).map((f) => ({ value: String(f.filtroCondicionId), label: f.nombre }))}
              columns={columns}
            />
            <ElementGrants value={form.values.accesos} onChange={(next) => form.setFieldValue('accesos', next)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(LIST)}>
                {t('tableros.actions.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="element-save">
                {t('tableros.actions.save')}
              </Button>
            </Group>
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
