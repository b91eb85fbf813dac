import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventoDetail } from '@portal/contract/features/audits';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime, formatDay } from '../../../shared/format/date.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/toast.ts';
import { commentOperation, useEvento } from '../api/audits.api.ts';
import { FindingStatus, OperationStatus, Severity } from '../components/audit-badges.tsx';
import { FindingActions } from '../components/finding-actions.tsx';
import { OpenRam } from '../components/open-ram.tsx';

const GROUPS = ['auditoria', 'preAuditoria', 'seguimiento', 'saaiM3', 'autorizaciones'];

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value ?? '—'}</Text>
    </div>
  );
}

function OperationCard({ detail }: { detail: EventoDetail }) {
  const { t } = useTranslation();
  const o = detail.operacion;
  const f = (name: string) => t(`audits.fields.${name}`);
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" ff="monospace" style={{ whiteSpace: 'pre' }} data-testid="audit-pedimento">
          {o.pedimento}
        </Title>
        <OperationStatus estado={o.estado} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Field label={f('clienteNombre')} value={o.clienteNombre} />
        <Field label={f('factura')} value={o.factura} />
        <Field label={f('referencia')} value={o.referencia} />
        <Field label={f('fechaRegistro')} value={o.fechaRegistro ? formatDay(o.fechaRegistro) : null} />
        <Field label={f('tipoOperacion')} value={o.tipoOperacion ? t(`audits.operaciones.${o.tipoOperacion}`) : null} />
        <Field label={f('claveDocumento')} value={o.claveDocumento} />
        <Field label={f('aduana')} value={o.aduana} />
        <Field label={f('hallazgos')} value={`${o.abiertos} / ${o.hallazgos}`} />
      </SimpleGrid>
    </Card>
  );
}

function Findings({ detail }: { detail: EventoDetail }) {
  const { t } = useTranslation();
  const f = (name: string) => t(`audits.fields.${name}`);
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={3} size="h5" mb="sm">
        {t('auditsPage.details.findings')}
      </Title>
      {detail.hallazgos.length === 0 ? (
        <Text c="dimmed">{t('auditsPage.details.noFindings')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped verticalSpacing="xs" data-testid="audit-findings">
            <Table.Thead>
              <Table.Tr>
                {['auditoriaHallazgoId', 'mensaje', 'severidad', 'campo', 'valorPresente', 'valorEsperado', 'estado', 'observaciones'].map(
                  (name) => (
                    <Table.Th key={name}>{f(name)}</Table.Th>
                  ),
                )}
                <Table.Th>{t('list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.hallazgos.map((h) => (
                <Table.Tr
                  key={h.auditoriaHallazgoId}
                  data-testid="audit-finding"
                  data-regla={h.regla}
                  data-folio={h.auditoriaHallazgoId}
                  opacity={h.vigente ? 1 : 0.6}
                >
                  <Table.Td>{h.auditoriaHallazgoId}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{h.mensaje}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`audits.rules.${h.regla}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Severity severidad={h.severidad} />
                  </Table.Td>
                  <Table.Td>{h.campo ?? '—'}</Table.Td>
                  <Table.Td ff="monospace">{h.valorPresente ?? '—'}</Table.Td>
                  <Table.Td ff="monospace">{h.valorEsperado ?? '—'}</Table.Td>
                  <Table.Td>
                    {h.vigente ? <FindingStatus estado={h.estado} /> : <Badge variant="default">{t('auditsPage.details.notFound')}</Badge>}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {h.tipoAutorizacion ? `${t(`audits.tiposAutorizacion.${h.tipoAutorizacion}`)}: ` : ''}
                      {h.observaciones ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <FindingActions finding={h} />
                      <OpenRam finding={h} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function Logbook({ detail }: { detail: EventoDetail }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const client = useQueryClient();
  const [comentario, setComentario] = useState('');
  const [saving, setSaving] = useState(false);
  async function send() {
    setSaving(true);
    try {
      await commentOperation(detail.operacion.auditoriaOperacionId, comentario.trim());
      setComentario('');
      notifySuccess(201, t('auditsPage.details.commented'));
      await client.invalidateQueries({ queryKey: ['audits'] });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={3} size="h5" mb="sm">
        {t('auditsPage.details.logbook')}
      </Title>
      {ability.can('create', 'AuditoriaMolex') && (
        <Group align="flex-end" mb="md">
          <Textarea
            label={t('auditsPage.actions.comment')}
            value={comentario}
            onChange={(event) => setComentario(event.currentTarget.value)}
            maxLength={1000}
            style={{ flex: 1 }}
            data-testid="logbook-comment"
          />
          <Button onClick={() => void send()} loading={saving} disabled={!comentario.trim()} data-testid="logbook-send">
            {t('auditsPage.details.send')}
          </Button>
        </Group>
      )}
      <Timeline bulletSize={14} lineWidth={2} data-testid="audit-logbook">
        {detail.historial.map((e) => (
          <Timeline.Item
            key={e.auditoriaBitacoraEventoId}
            title={t(`audits.eventos.${e.tipo}`)}
            data-testid="logbook-event"
            data-tipo={e.tipo}
            data-current={e.auditoriaBitacoraEventoId === detail.evento.auditoriaBitacoraEventoId}
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(e.createdAt)} · {e.usuarioNombre ?? t('auditsPage.details.system')} ·{' '}
              {t(`options.auditoriaGrupoEventos.${GROUPS[e.grupoEventoId - 1] ?? 'auditoria'}`)}
              {e.auditoriaHallazgoId ? ` · ${t('audits.fields.auditoriaHallazgoId')} ${e.auditoriaHallazgoId}` : ''}
            </Text>
            {e.comentario && <Text size="sm">{e.comentario}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

/** `/dashboard/auditoria-molex/details/:auditoriaBitacoraEventoID`: an event with its operation, findings and history. */
export default function AuditDetailsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.auditoriaBitacoraEventoID ?? params.auditoriaBitacoraEventoId);
  const query = useEvento(id);
  if (!query.data) return <RecordPending query={query} placeholder={<Skeleton height={300} />} />;
  return (
    <Stack gap="md" data-testid="audit-details">
      <Group justify="space-between">
        <Anchor component={Link} to="/dashboard/auditoria-molex">
          {t('auditsPage.details.back')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('audits.fields.auditoriaBitacoraEventoId')} {query.data.evento.auditoriaBitacoraEventoId}:{' '}
          {t(`audits.eventos.${query.data.evento.tipo}`)}
        </Text>
      </Group>
      <OperationCard detail={query.data} />
      <Findings detail={query.data} />
      <Logbook detail={query.data} />
    </Stack>
  );
}
