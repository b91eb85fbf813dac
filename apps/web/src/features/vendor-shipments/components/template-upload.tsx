import { useState } from 'react';
import { Alert, Button, FileButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, FILE_POLICIES, sniffFileType } from '@portal/contract';
import {
  EMBARQUES_API,
  PLANTILLA_API,
  enviarClasificacionResultSchema,
  type EmbarqueDetail,
  type TemplateError,
} from '@portal/contract/features/vendor-shipments';
import { api } from '../../../shared/api/api.ts';
import { isApiError, problemMessage } from '../../../shared/api/api-error.ts';
import { downloadFile, uploadFile } from '../../../shared/api/transfer.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'sending'; percent: number; name: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'refused'; message: string; errors: TemplateError[]; total: number; unknown: { numeroParte: string; descripcion: string }[] }
  | { kind: 'done'; shipment: EmbarqueDetail };

/** Every bad cell of a refused template: row, column, value and why, in the user's language. */
function TemplateErrors({ errors }: { errors: TemplateError[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520} mah={320}>
      <Table striped withTableBorder fz="sm" data-testid="template-errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('embarquesPage.errors.row')}</Table.Th>
            <Table.Th>{t('embarquesPage.errors.column')}</Table.Th>
            <Table.Th>{t('embarquesPage.errors.value')}</Table.Th>
            <Table.Th>{t('embarquesPage.errors.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, i) => (
            <Table.Tr key={`${error.fila}-${error.columna}-${i}`} data-testid="template-error">
              <Table.Td>{error.fila}</Table.Td>
              <Table.Td>{error.columna}</Table.Td>
              <Table.Td ff="monospace">{error.valor}</Table.Td>
              <Table.Td>{error.motivo}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Download the vendor's template, fill it, upload it: a progress bar while it is sent, then either the new
 * shipment, or every bad cell (nothing saved) with "try again", or "Invalid Excel file". Unknown parts can be sent
 * to classification in one action.
 */
export function TemplateUpload({ proveedorId, clienteId }: { proveedorId: number | null; clienteId: number | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  const ready = proveedorId !== null && clienteId !== null;
  const query = `proveedorId=${proveedorId}&clienteId=${clienteId}`;

  async function send(file: File | null) {
    if (!file || !ready) return;
    const type = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (type !== 'xlsx' && type !== 'xls') return setState({ kind: 'invalid', message: t('embarques.invalidExcel') });
    setState({ kind: 'sending', percent: 0, name: file.name });
    try {
      const shipment = await uploadFile<EmbarqueDetail>(`${EMBARQUES_API}?${query}`, file, {
        onProgress: (percent) => setState({ kind: 'sending', percent, name: file.name }),
      });
      setState({ kind: 'done', shipment });
      await client.invalidateQueries({ queryKey: ['embarques'] });
    } catch (error) {
      const problem = isApiError(error) ? error.problem : null;
      const message = problemMessage(error, t('errors.unexpected'));
      if (problem && Array.isArray(problem.errores)) {
        setState({
          kind: 'refused',
          message,
          errors: problem.errores as TemplateError[],
          total: Number(problem.totalErrores ?? 0),
          unknown: (problem.partesDesconocidas as { numeroParte: string; descripcion: string }[] | undefined) ?? [],
        });
      } else setState({ kind: 'invalid', message });
    }
  }

  async function toClassification(partes: { numeroParte: string; descripcion: string }[]) {
    setSending(true);
    try {
      const result = await api.post(
        `${EMBARQUES_API}/Clasificar`,
        { proveedorId, clienteId, partes },
        { schema: enviarClasificacionResultSchema },
      );
      notifySuccess(200, t('embarquesPage.sentToClassification', { creadas: result.creadas, existentes: result.existentes }));
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="template-upload" data-state={state.kind}>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!ready}
          onClick={() => void downloadFile(`${PLANTILLA_API}?${query}`, `${t('embarquesPage.templateFile')}.xlsx`).catch(notifyError)}
          data-testid="template-download"
        >
          {t('embarquesPage.download')}
        </Button>
        <FileButton onChange={(file) => void send(file)} accept={acceptAttribute(FILE_POLICIES.spreadsheet)}>
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} />}
              disabled={!ready || state.kind === 'sending'}
              data-testid="template-pick"
            >
              {state.kind === 'refused' || state.kind === 'invalid' ? t('embarquesPage.tryAgain') : t('embarquesPage.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {!ready && <Text size="sm">{t('embarquesPage.chooseFirst')}</Text>}
      {state.kind === 'sending' && (
        <Stack gap={4}>
          <Text size="sm">{t('embarquesPage.sending', { name: state.name })}</Text>
          <Progress
            value={state.percent}
            animated
            aria-label={t('embarquesPage.sending', { name: state.name })}
            data-testid="template-progress"
          />
        </Stack>
      )}
      {state.kind === 'invalid' && (
        <Alert color="red.9" variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }} data-testid="template-invalid">
          {state.message}
        </Alert>
      )}
      {state.kind === 'refused' && (
        <Stack gap="xs">
          <Alert color="red.9" variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }} data-testid="template-refused">
            {state.message}
          </Alert>
          <TemplateErrors errors={state.errors} />
          {state.unknown.length > 0 && (
            <Group>
              <Button
                variant="light"
                color="blue.9"
                loading={sending}
                onClick={() => void toClassification(state.unknown)}
                data-testid="template-classify"
              >
                {t('embarquesPage.sendUnknown', { count: state.unknown.length })}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {state.kind === 'done' && (
        <Alert color="green.9" variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }} data-testid="template-done">
          {t('embarquesPage.created', { secuencia: state.shipment.secuencia, lineas: state.shipment.lineas })}
        </Alert>
      )}
    </Stack>
  );
}
