import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  clasificacionInputSchema,
  type ClasificacionDetail,
  type ClasificacionInput,
  type Duplicados,
} from '@portal/contract/features/classifications';
import { isApiError } from '../../../shared/api/api-error.ts';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { useUnsavedChanges } from '../../../shared/forms/unsaved-changes.ts';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { findDuplicados, useOptions, useSaveClasificacion } from '../api/classifications.api.ts';
import { DuplicateWarning } from './duplicate-warning.tsx';
import { listPath } from '../../../shared/list/list-return.ts';

const FIELDS = [
  'tipoSolicitud',
  'clienteId',
  'proveedorId',
  'numeroParte',
  'descripcion',
  'peso',
  'unidadMedida',
  'tipoOperacion',
  'claveDocumento',
  'tipoMaterial',
  'notasClasificador',
] as const;

interface Values {
  tipoSolicitud: string | null;
  clienteId: number | null;
  proveedorId: number | null;
  numeroParte: string;
  descripcion: string;
  peso: string;
  unidadMedida: string | null;
  tipoOperacion: string | null;
  claveDocumento: string | null;
  tipoMaterial: string | null;
  immex: boolean;
  requiereFichaTecnica: boolean;
  notasClasificador: string;
}

function toInput(v: Values): ClasificacionInput {
  return {
    tipoSolicitud: v.tipoSolicitud ? Number(v.tipoSolicitud) : (undefined as unknown as number),
    clienteId: v.clienteId ?? (undefined as unknown as number),
    proveedorId: v.proveedorId,
    numeroParte: v.numeroParte,
    descripcion: v.descripcion,
    peso: v.peso.trim() ? v.peso.trim() : null,
    unidadMedida: v.unidadMedida,
    tipoOperacion: (v.tipoOperacion as '1' | '2' | null) ?? null,
    claveDocumento: v.claveDocumento,
    tipoMaterial: v.tipoMaterial,
    immex: v.immex,
    requiereFichaTecnica: v.requiereFichaTecnica,
  };
}

function OptionSelect({
  domain,
  ...props
}: { domain: string; label: string; required?: boolean; disabled: boolean; testId: string } & Record<string, unknown>) {
  const options = useOptions(domain);
  const { testId, ...rest } = props;
  return (
    <Select
      {...rest}
      data={(options.data ?? []).map((o) => ({ value: String(o.value), label: o.text }))}
      searchable
      clearable={!props.required && !props.disabled}
      data-testid={testId}
    />
  );
}

/** The part's coded fields, each chosen from its option domain. */
const OPTION_FIELDS = [
  ['UnidadesMedida', 'unidadMedida'],
  ['OperacionTipos', 'tipoOperacion'],
  ['DocumentoClavesUnicos', 'claveDocumento'],
  ['ParteMaterialTipos', 'tipoMaterial'],
] as const;

function initialValues(item: ClasificacionDetail | null): Values {
  return {
    tipoSolicitud: item ? String(item.tipoSolicitud) : '1',
    clienteId: item?.clienteId ?? null,
    proveedorId: item?.proveedorId ?? null,
    numeroParte: item?.numeroParte ?? '',
    descripcion: item?.descripcion ?? '',
    peso: item?.peso ?? '',
    unidadMedida: item?.unidadMedida ?? null,
    tipoOperacion: item?.tipoOperacion ?? null,
    claveDocumento: item?.claveDocumento ?? null,
    tipoMaterial: item?.tipoMaterial ?? null,
    immex: item?.immex ?? false,
    requiereFichaTecnica: item?.requiereFichaTecnica ?? false,
    notasClasificador: item?.notasClasificador ?? '',
  };
}

/** Back to the list, and Save while the request may be edited. */
function FormFooter({ readOnly, saving }: { readOnly: boolean; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" component={Link} to={listPath('/apps/classification/list')}>
        {t('clasificacionesPage.back')}
      </Button>
      {!readOnly && (
        <Button type="submit" loading={saving} data-testid="clasificacion-save">
          {t('clasificacionesPage.save')}
        </Button>
      )}
    </Group>
  );
}

/** The request's fields: editable while new, or pending for a classifier; read-only otherwise. */
export function ClassificationForm({ item, canEdit }: { item: ClasificacionDetail | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveClasificacion(item?.solicitudId ?? null);
  const [duplicados, setDuplicados] = useState<Duplicados | null>(null);
  const [pending, setPending] = useState<Values | null>(null);
  const readOnly = !canEdit;
  const form = useForm<Values>({
    initialValues: initialValues(item),
    validate: (v) => zodValidate(clasificacionInputSchema)(toInput(v) as unknown as Record<string, unknown>),
  });
  useUnsavedChanges(form.isDirty() && !readOnly);

  const checkDuplicates = async () => {
    const { clienteId, numeroParte } = form.getValues();
    if (!clienteId || !numeroParte.trim()) return setDuplicados(null);
    const found = await findDuplicados(clienteId, numeroParte.trim(), item?.solicitudId).catch(() => null);
    setDuplicados(found && (found.parte || found.solicitudes.length) ? found : null);
  };

  const submit = (v: Values, confirmarDuplicado = false) => {
    const input = { ...toInput(v), ...(confirmarDuplicado ? { confirmarDuplicado } : {}) };
    const body = item
      ? { ...input, solicitudId: item.solicitudId, rowVersion: item.rowVersion, notasClasificador: v.notasClasificador || null }
      : input;
    save.mutate(body, {
      onSuccess: (saved) => {
        form.resetDirty();
        setDuplicados(null);
        setPending(null);
        notifySuccess(item ? 200 : 201, t('clasificacionesPage.saved', { folio: saved.folio }));
        if (!item) void navigate(`/apps/classification/edit/${saved.solicitudId}`, { replace: true });
      },
      onError: (err) => {
        if (isApiError(err) && err.code === 'duplicate' && err.problem.duplicados) {
          setDuplicados(err.problem.duplicados as Duplicados);
          setPending(v);
          return;
        }
        showServerFieldErrors(form, err, FIELDS);
        notifyError(err);
      },
    });
  };

  const props = (name: (typeof FIELDS)[number]) => ({ ...fieldProps(form, name, t), disabled: readOnly });
  const label = (name: string) => t(`clasificaciones.fields.${name}`);
  return (
    <Card withBorder shadow="sm" padding="lg">
      <form noValidate onSubmit={form.onSubmit((v) => submit(v), focusFirstInvalidField)} data-testid="clasificacion-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <OptionSelect
              domain="ClasificacionSolicitudTipos"
              label={label('tipoSolicitud')}
              required
              testId="field-tipoSolicitud"
              {...props('tipoSolicitud')}
            />
            <ReferenceSelect
              catalogue="clientes"
              label={label('clienteId')}
              required
              {...props('clienteId')}
              onBlur={() => void checkDuplicates()}
              data-testid="field-clienteId"
            />
            <ReferenceSelect
              catalogue="proveedores"
              label={label('proveedorId')}
              {...props('proveedorId')}
              data-testid="field-proveedorId"
            />
            <TextInput
              label={label('numeroParte')}
              required
              maxLength={50}
              {...props('numeroParte')}
              onBlur={() => {
                if (form.isDirty('numeroParte')) form.validateField('numeroParte');
                void checkDuplicates();
              }}
              data-testid="field-numeroParte"
            />
            <TextInput label={label('descripcion')} required maxLength={500} {...props('descripcion')} data-testid="field-descripcion" />
            <TextInput label={label('peso')} inputMode="decimal" {...props('peso')} data-testid="field-peso" />
            {OPTION_FIELDS.map(([domain, name]) => (
              <OptionSelect key={name} domain={domain} label={label(name)} testId={`field-${name}`} {...props(name)} />
            ))}
          </SimpleGrid>
          <Group>
            {(['immex', 'requiereFichaTecnica'] as const).map((name) => (
              <Checkbox
                key={name}
                label={label(name)}
                disabled={readOnly}
                {...form.getInputProps(name, { type: 'checkbox' })}
                data-testid={`field-${name}`}
              />
            ))}
          </Group>
          {item && (
            <Textarea
              label={label('notasClasificador')}
              autosize
              minRows={2}
              maxLength={4000}
              {...props('notasClasificador')}
              data-testid="field-notasClasificador"
            />
          )}
          {duplicados && (
            <DuplicateWarning found={duplicados} saving={save.isPending} onConfirm={pending ? () => submit(pending, true) : undefined} />
          )}
          <FormFooter readOnly={readOnly} saving={save.isPending} />
        </Stack>
      </form>
    </Card>
  );
}
