import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconFileTypePdf, IconPlus, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { listResponseSchema, type StoredFileInfo } from '@portal/contract';
import { SOC_API, SOC_ESTADOS, socSchema, type Soc } from '@portal/contract/features/vendor-shipments';
import { api } from '../../../shared/api/api.ts';
import { downloadFile } from '../../../shared/api/transfer.ts';
import { formatDay } from '../../../shared/format/date.ts';
import { DataTable, TextCell, type Column } from '../../../shared/list/data-table.tsx';
import { useListQuery } from '../../../shared/list/use-list-query.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useSession } from '../../../shared/session/session-store.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { SocForm, SocPdfField } from '../components/soc-form.tsx';
import { FilterSelect } from '../../../shared/list/filter-select.tsx';

const listSchema = listResponseSchema(socSchema);
const COLORS = { pendiente: 'yellow.3', aprobado: 'green.9', rechazado: 'red.9' } as const;

type Post = (path: string, body: unknown, message: string) => Promise<boolean>;
type Judging = { soc: Soc; estado: 'aprobado' | 'rechazado' };

function socColumns(t: TFunction): Column<Soc>[] {
  const field = (name: string) => t(`socPage.fields.${name}`);
  return [
    {
      key: 'socId',
      header: field('numero'),
      sortable: true,
      render: (s) => (
        <Text size="sm" ff="monospace">
          {s.numero}
        </Text>
      ),
    },
    {
      key: 'estado',
      header: field('estado'),
      sortable: true,
      render: (s) => (
        <Badge color={COLORS[s.estado]} autoContrast variant="filled" data-testid="soc-estado" data-estado={s.estado}>
          {t(`socPage.estados.${s.estado}`)}
        </Badge>
      ),
    },
    { key: 'secuencia', header: field('envio'), render: (s) => `#${s.secuencia}` },
    { key: 'proveedorNombre', header: field('proveedor'), render: (s) => <TextCell>{s.proveedorNombre ?? '—'}</TextCell> },
    { key: 'clienteNombre', header: field('cliente'), render: (s) => <TextCell>{s.clienteNombre ?? '—'}</TextCell> },
    { key: 'fechaEmision', header: field('fechaEmision'), sortable: true, render: (s) => formatDay(s.fechaEmision) },
    { key: 'lote', header: field('lote'), render: (s) => s.lote ?? '—' },
    { key: 'resultado', header: field('resultado'), render: (s) => <TextCell>{s.resultado}</TextCell> },
    { key: 'observaciones', header: field('observaciones'), render: (s) => <TextCell>{s.observaciones ?? '—'}</TextCell> },
  ];
}

/** Approve or reject a pending certificate; a rejection needs its remarks. */
function JudgeModal({ judging, onClose, post }: { judging: Judging | null; onClose: () => void; post: Post }) {
  const { t } = useTranslation();
  const [observaciones, setObservaciones] = useState('');
  const field = (name: string) => t(`socPage.fields.${name}`);
  return (
    <Modal
      opened={judging !== null}
      onClose={onClose}
      title={judging ? t(judging.estado === 'aprobado' ? 'socPage.approve' : 'socPage.reject') : ''}
    >
      {judging && (
        <Stack gap="sm">
          <Text size="sm">{t('socPage.judgeText', { numero: judging.soc.numero })}</Text>
          <Textarea
            label={field('observaciones')}
            required={judging.estado === 'rechazado'}
            value={observaciones}
            onChange={(e) => setObservaciones(e.currentTarget.value)}
            data-testid="soc-observaciones"
          />
          <Group justify="flex-end">
            <Button
              color={judging.estado === 'aprobado' ? 'green.9' : 'red.9'}
              disabled={judging.estado === 'rechazado' && !observaciones.trim()}
              onClick={() =>
                void post(
                  `${SOC_API}/${judging.soc.socId}/Dictamen`,
                  { estado: judging.estado, observaciones: observaciones || null, rowVersion: judging.soc.rowVersion },
                  t(`socPage.estados.${judging.estado}`),
                ).then((done) => done && setObservaciones(''))
              }
              data-testid="soc-confirm"
            >
              {t(judging.estado === 'aprobado' ? 'socPage.approve' : 'socPage.reject')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Send a rejected certificate again with a new PDF. */
function ResendModal({ resending, onClose, post }: { resending: Soc | null; onClose: () => void; post: Post }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<StoredFileInfo[]>([]);
  return (
    <Modal opened={resending !== null} onClose={onClose} title={t('socPage.resend')}>
      {resending && (
        <Stack gap="sm">
          <SocPdfField files={files} onChange={setFiles} data-testid="soc-resend-file" />
          <Group justify="flex-end">
            <Button
              disabled={!files[0]}
              onClick={() =>
                void post(
                  `${SOC_API}/${resending.socId}/Reenvio`,
                  { fileId: files[0]!.fileId, rowVersion: resending.rowVersion },
                  t('socPage.resent'),
                ).then((done) => done && setFiles([]))
              }
              data-testid="soc-resend"
            >
              {t('socPage.resend')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** `/apps/quality/soc`: suppliers' certificates of conformity; vendors submit, quality approves or rejects. */
export default function SocListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useListState({ filters: ['estado'] });
  const query = useListQuery<Soc>(['soc'], SOC_API, list, listSchema);
  const role = useSession().userData?.role;
  const [creating, setCreating] = useState(false);
  const [judging, setJudging] = useState<Judging | null>(null);
  const [resending, setResending] = useState<Soc | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['soc'] });
  const isVendor = role === 'subscriber' || role === 'client';

  const post: Post = async (path, body, message) => {
    try {
      await api.post(path, body, { schema: socSchema });
      notifySuccess(200, message);
      setJudging(null);
      setResending(null);
      await refresh();
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };
  const field = (name: string) => t(`socPage.fields.${name}`);
  const icon = (label: string, onClick: () => void, testId: string, child: React.ReactNode) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick} data-testid={testId}>
        {child}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Stack>
      <DataTable
        list={list}
        query={query}
        columns={socColumns(t)}
        rowKey={(s) => s.socId}
        testId="soc"
        searchPlaceholder={t('socPage.search')}
        emptyText={t('socPage.empty')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="soc-new">
            {t('socPage.new')}
          </Button>
        }
        filters={
          <FilterSelect
            list={list}
            name="estado"
            label={field('estado')}
            data={SOC_ESTADOS.map((value) => ({ value, label: t(`socPage.estados.${value}`) }))}
            w={160}
          />
        }
        rowActions={(s) => (
          <Group gap={4} wrap="nowrap">
            {icon(
              `${t('socPage.download')}: ${s.numero}`,
              () => void downloadFile(`${SOC_API}/${s.socId}/Documento`, s.archivo.fileName).catch(notifyError),
              'row-pdf',
              <IconFileTypePdf size={16} />,
            )}
            {!isVendor && s.estado === 'pendiente' && (
              <>
                {icon(
                  `${t('socPage.approve')}: ${s.numero}`,
                  () => setJudging({ soc: s, estado: 'aprobado' }),
                  'row-approve',
                  <IconCheck size={16} />,
                )}
                {icon(
                  `${t('socPage.reject')}: ${s.numero}`,
                  () => setJudging({ soc: s, estado: 'rechazado' }),
                  'row-reject',
                  <IconX size={16} />,
                )}
              </>
            )}
            {s.estado === 'rechazado' &&
              icon(`${t('socPage.resend')}: ${s.numero}`, () => setResending(s), 'row-resend', <IconRefresh size={16} />)}
          </Group>
        )}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('socPage.new')} size="lg">
        <SocForm
          onSaved={(soc) => {
            setCreating(false);
            notifySuccess(201, t('socPage.created', { numero: soc.numero }));
            void refresh();
          }}
        />
      </Modal>
      <JudgeModal judging={judging} onClose={() => setJudging(null)} post={post} />
      <ResendModal resending={resending} onClose={() => setResending(null)} post={post} />
    </Stack>
  );
}
