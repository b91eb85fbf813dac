import { useSearchParams } from 'react-router';
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  QUERY_OBJECTS_API,
  QUERY_OBJECT_KINDS,
  queryObjectInputSchema,
  queryObjectSchema,
  queryResultSchema,
  type QueryObject,
} from '@portal/contract/features/dashboards';
import { api } from '../../../shared/api/api.ts';
import { EntityFormActions } from '../../../shared/forms/entity-form-actions.tsx';
import { useEntityForm } from '../../../shared/forms/use-entity-form.ts';
import { fieldProps, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError } from '../../../shared/ui/toast.ts';
import { useAllConnections, useQueryObject } from '../api/dashboards.api.ts';
import { QueryNotificationSection } from '../components/query-notification.tsx';
import { ResultTable } from '../components/result-table.tsx';
import { saveSetting, useSettingsForm } from '../components/settings-form.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';

type Values = {
  cadenaConexionId: string;
  tipo: (typeof QUERY_OBJECT_KINDS)[number];
  esquema: string;
  nombreObjeto: string;
  sql: string;
  descripcion: string;
};
const FIELDS = ['cadenaConexionId', 'tipo', 'esquema', 'nombreObjeto', 'sql', 'descripcion'] as const;
const LIST = '/settings/dataaccess/queryobjects';
const toBody = (v: Values) => ({ ...v, cadenaConexionId: Number(v.cadenaConexionId) || 0 });
const validate = (v: Values) => zodValidate<Record<string, unknown>>(queryObjectInputSchema)(toBody(v));

function QueryFields({ form, connections }: { form: UseFormReturnType<Values>; connections: ReturnType<typeof useAllConnections> }) {
  const { t } = useTranslation();
  const isQuery = form.values.tipo === 'consulta';
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Select
        label={t('tableros.fields.cadenaConexion')}
        data={(connections.data?.items ?? []).map((c) => ({ value: String(c.cadenaConexionId), label: c.descripcion }))}
        withAsterisk
        searchable
        {...fieldProps(form, 'cadenaConexionId', t)}
        data-testid="query-cadena"
      />
      <Select
        label={t('tableros.fields.tipo')}
        data={QUERY_OBJECT_KINDS.map((k) => ({ value: k, label: t(`tableros.objectKinds.${k}`) }))}
        allowDeselect={false}
        withAsterisk
        {...fieldProps(form, 'tipo', t)}
        data-testid="query-tipo"
      />
      <TextInput
        label={t('tableros.fields.descripcion')}
        withAsterisk
        maxLength={200}
        {...fieldProps(form, 'descripcion', t)}
        data-testid="query-descripcion"
      />
      {!isQuery && (
        <>
          <TextInput label={t('tableros.fields.esquema')} {...fieldProps(form, 'esquema', t)} data-testid="query-esquema" />
          <TextInput
            label={t('tableros.fields.nombreObjeto')}
            withAsterisk
            {...fieldProps(form, 'nombreObjeto', t)}
            data-testid="query-nombreObjeto"
          />
        </>
      )}
    </SimpleGrid>
  );
}

/** `/settings/dataaccess/queryobjects/QueryObject/edit[?objetoConsultaId=]`: saved only when it runs; its columns come from the source. */
export default function QueryObjectEditPage() {
  const raw = useSearchParams()[0].get('objetoConsultaId');
  // Without the parameter a new query object; with one that cannot be an id, the server's 400 shows "not found".
  const id = raw ? Number(raw) : null;
  const record = useQueryObject(id);
  if (id !== null && !record.data) return <RecordPending query={record} />;
  return <QueryObjectEditForm id={id} loaded={record.data} />;
}

function QueryObjectEditForm({ id, loaded }: { id: number | null; loaded: ReturnType<typeof useQueryObject>['data'] }) {
  const { t } = useTranslation();
  const { navigate, afterSave, removal } = useSettingsForm();
  const connections = useAllConnections();
  const { form, onSubmit, saving, askDelete } = useEntityForm({
    loaded,
    initialValues: { cadenaConexionId: '', tipo: 'consulta', esquema: '', nombreObjeto: '', sql: '', descripcion: '' } as Values,
    validate,
    toValues: (q: QueryObject): Values => ({ ...q, cadenaConexionId: String(q.cadenaConexionId) }),
    save: (v, record) => saveSetting<QueryObject>(QUERY_OBJECTS_API, 'objetoConsultaId', queryObjectSchema)(toBody(v), record),
    onSaved: (saved) => afterSave(`${LIST}/QueryObject/edit?objetoConsultaId=${saved.objetoConsultaId}`, true),
    fields: FIELDS,
    remove: removal(
      LIST,
      (q: QueryObject) => `${QUERY_OBJECTS_API}/${q.objetoConsultaId}`,
      (q) => q.descripcion,
    ),
  });
  const preview = useMutation({
    mutationFn: () => api.post(`${QUERY_OBJECTS_API}/${id}/Ejecutar`, {}, { schema: queryResultSchema }),
    onError: notifyError,
  });
  const isQuery = form.values.tipo === 'consulta';
  return (
    <Stack>
      <Card withBorder>
        <form onSubmit={onSubmit} noValidate data-testid="query-form">
          <Stack>
            <QueryFields form={form} connections={connections} />
            {isQuery && (
              <Textarea
                label={t('tableros.fields.sql')}
                withAsterisk
                autosize
                minRows={5}
                styles={{ input: { fontFamily: 'monospace' } }}
                {...fieldProps(form, 'sql', t)}
                data-testid="query-sql"
              />
            )}
            {loaded && (
              <Group gap="xs" aria-label={t('tableros.fields.columnas')} data-testid="query-columns">
                {loaded.columnas.map((c) => (
                  <Badge key={c.nombre} variant="light" color="blue">
                    {c.nombre}: {t(`tableros.dataTypes.${c.tipo}`, { defaultValue: c.tipo })}
                  </Badge>
                ))}
              </Group>
            )}
            {preview.data && <ResultTable result={preview.data} testId="query-preview" />}
            <EntityFormActions testId="query" saving={saving} onCancel={() => void navigate(LIST)} onDelete={askDelete}>
              {id !== null && (
                <Button
                  variant="default"
                  onClick={() => preview.mutate()}
                  loading={preview.isPending}
                  disabled={form.isDirty()}
                  data-testid="query-run"
                >
                  {t('tableros.actions.preview')}
                </Button>
              )}
            </EntityFormActions>
          </Stack>
        </form>
      </Card>
      {loaded && <QueryNotificationSection objetoConsultaId={loaded.objetoConsultaId} origin={loaded.descripcion} />}
    </Stack>
  );
}
