import { useState } from 'react';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FILE_POLICIES, listResponseSchema, type StoredFileInfo } from '@portal/contract';
import {
  EMBARQUES_API,
  SOC_API,
  embarqueSummarySchema,
  socInputSchema,
  socSchema,
  type Soc,
} from '@portal/contract/features/vendor-shipments';
import { api } from '../../../shared/api/api.ts';
import { uploadFile } from '../../../shared/api/transfer.ts';
import { FilesField } from '../../../shared/files/files-field.tsx';
import { fieldProps, focusFirstInvalidField, showServerFieldErrors, zodValidate } from '../../../shared/forms/zod-form.ts';
import { notifyError } from '../../../shared/ui/toast.ts';
import { DateField } from '../../../shared/forms/date-field.tsx';

const FIELDS = ['envioId', 'numero', 'fechaEmision', 'lote', 'resultado', 'fileId'] as const;
export const uploadSocPdf = (file: File, onProgress: (percent: number) => void) =>
  uploadFile<StoredFileInfo>(`${SOC_API}/Documento`, file, { onProgress });

/** The vendor's new certificate: the shipment, its number, date, lot, result and the signed PDF. */
/** The certificate's one PDF, uploaded as it is picked. */
export function SocPdfField(props: {
  files: StoredFileInfo[];
  onChange: (files: StoredFileInfo[]) => void;
  error?: string | undefined;
  'data-testid': string;
}) {
  const { t } = useTranslation();
  return (
    <FilesField
      label={t('socPage.fields.archivo')}
      upload={uploadSocPdf}
      policy={FILE_POLICIES.pedimentoDocument}
      downloadPath={() => null}
      maxFiles={1}
      {...props}
    />
  );
}

export function SocForm({ onSaved }: { onSaved: (soc: Soc) => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<StoredFileInfo[]>([]);
  const [saving, setSaving] = useState(false);
  const shipments = useQuery({
    queryKey: ['embarques', 'for-soc'],
    queryFn: () => api.get(`${EMBARQUES_API}?pageSize=100`, { schema: listResponseSchema(embarqueSummarySchema) }),
    meta: { silent: true },
  });
  const form = useForm({
    initialValues: { envioId: null as string | null, numero: '', fechaEmision: '', lote: '', resultado: '' },
    validate: (v) =>
      zodValidate(socInputSchema)({ ...v, envioId: v.envioId ? Number(v.envioId) : undefined, fileId: files[0]?.fileId ?? '' }),
  });
  const label = (name: string) => t(`socPage.fields.${name}`);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (v) => {
        setSaving(true);
        try {
          const soc = await api.post(
            SOC_API,
            { ...v, envioId: Number(v.envioId), lote: v.lote || null, fileId: files[0]?.fileId },
            { schema: socSchema },
          );
          onSaved(soc);
        } catch (error) {
          showServerFieldErrors(form, error, FIELDS);
          notifyError(error);
        } finally {
          setSaving(false);
        }
      }, focusFirstInvalidField)}
      data-testid="soc-form"
    >
      <Stack gap="sm">
        <Select
          label={label('envio')}
          required
          data={(shipments.data?.items ?? []).map((e) => ({
            value: String(e.envioId),
            label: `#${e.secuencia} · ${e.proveedorNombre ?? ''} · ${e.clienteNombre ?? ''}`,
          }))}
          searchable
          {...fieldProps(form, 'envioId', t)}
          data-testid="soc-envio"
        />
        <TextInput label={label('numero')} required maxLength={40} {...fieldProps(form, 'numero', t)} data-testid="soc-numero" />
        <DateField label={label('fechaEmision')} required {...fieldProps(form, 'fechaEmision', t)} data-testid="soc-fecha" />
        <TextInput label={label('lote')} maxLength={40} {...fieldProps(form, 'lote', t)} data-testid="soc-lote" />
        <Textarea
          label={label('resultado')}
          required
          autosize
          minRows={2}
          maxLength={2000}
          {...fieldProps(form, 'resultado', t)}
          data-testid="soc-resultado"
        />
        <SocPdfField
          files={files}
          onChange={setFiles}
          error={form.errors.fileId ? t(String(form.errors.fileId)) : undefined}
          data-testid="soc-file"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="soc-save">
            {t('socPage.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
