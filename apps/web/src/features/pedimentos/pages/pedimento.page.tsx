import { Link, useParams } from 'react-router';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PEDIMENTOS_API, type PedimentoDetail } from '@portal/contract/features/pedimentos';
import { downloadFile } from '../../../shared/api/download.ts';
import { formatDay } from '../../../shared/format/date.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { notifyError } from '../../../shared/ui/toast.ts';
import { usePedimento } from '../api/pedimentos.api.ts';
import { formatDecimal, formatPesos } from '../components/pedimento-format.ts';
import { PedimentoDocuments } from '../components/pedimento-documents.tsx';
import { PedimentoLink } from '../components/pedimento-link.tsx';
import { PedimentoTransport } from '../components/pedimento-transport.tsx';
import { useAbility } from '../../../shared/ability/ability.ts';

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </Stack>
  );
}

function General({ p }: { p: PedimentoDetail }) {
  const { t, i18n } = useTranslation();
  const f = (name: string) => t(`pedimentos.fields.${name}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} data-testid="pedimento-general">
      <Field label={f('aduana')} value={p.aduanaNombre ? `${p.aduanaSeccion} · ${p.aduanaNombre}` : p.aduanaSeccion} />
      <Field label={f('patente')} value={p.patente} />
      <Field label={f('clave')} value={p.clave} />
      <Field label={f('tipoOperacion')} value={p.tipoOperacion ? t(`pedimentos.operations.${p.tipoOperacion}`) : null} />
      <Field label={f('clienteNombre')} value={p.clienteNombre ?? f('sinCliente')} />
      <Field label={f('referencia')} value={p.referencia} />
      <Field label={f('rfc')} value={p.rfc} />
      <Field label={f('nombre')} value={p.nombre} />
      <Field label="CURP" value={p.curp} />
      <Field label={f('fechaPago')} value={p.fechaPago ? formatDay(p.fechaPago) : null} />
      <Field label={t('pedimentosPage.fechaEntrada')} value={p.fechaEntrada ? formatDay(p.fechaEntrada) : null} />
      <Field label={t('pedimentosPage.tipoCambio')} value={formatDecimal(p.tipoCambio, i18n.language)} />
      <Field label={f('valorAduana')} value={formatPesos(p.valorAduana, i18n.language)} />
      <Field label={f('valorUsd')} value={formatDecimal(p.valorUsd, i18n.language)} />
      <Field label={t('pedimentosPage.pesoBruto')} value={formatDecimal(p.pesoBruto, i18n.language)} />
      <Field label={t('pedimentosPage.movimiento')} value={p.movimiento} />
    </SimpleGrid>
  );
}

function Invoices({ p }: { p: PedimentoDetail }) {
  const { t, i18n } = useTranslation();
  if (p.facturas.length === 0) return <Text c="dimmed">{t('pedimentosPage.noInvoices')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="pedimento-invoices">
        <Table.Thead>
          <Table.Tr>
            {['fecha', 'cove', 'nombreProveedor', 'pais', 'incoterm', 'moneda', 'valorMoneda', 'valorUsd'].map((key) => (
              <Table.Th key={key}>{t(`pedimentosPage.invoice.${key}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {p.facturas.map((f, i) => (
            <Table.Tr key={`${f.cove ?? ''}-${i}`}>
              <Table.Td>{f.fecha ? formatDay(f.fecha) : '—'}</Table.Td>
              <Table.Td ff="monospace">{f.cove ?? '—'}</Table.Td>
              <Table.Td>{f.nombreProveedor ?? '—'}</Table.Td>
              <Table.Td>{f.pais ?? '—'}</Table.Td>
              <Table.Td>{f.incoterm ?? '—'}</Table.Td>
              <Table.Td>{f.moneda ?? '—'}</Table.Td>
              <Table.Td>{formatDecimal(f.valorMoneda, i18n.language)}</Table.Td>
              <Table.Td>{formatDecimal(f.valorUsd, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Items({ p }: { p: PedimentoDetail }) {
  const { t, i18n } = useTranslation();
  const general = p.contribuciones.filter((c) => c.partida === null);
  return (
    <Stack>
      <Table.ScrollContainer minWidth={900}>
        <Table striped data-testid="pedimento-items">
          <Table.Thead>
            <Table.Tr>
              {[
                'numero',
                'fraccion',
                'descripcion',
                'cantidadUmc',
                'cantidadUmt',
                'paisOrigen',
                'valorAduana',
                'valorUsd',
                'contribuciones',
              ].map((key) => (
                <Table.Th key={key}>{t(`pedimentosPage.item.${key}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.partidas.map((item) => (
              <Table.Tr key={item.numero} data-testid="pedimento-item">
                <Table.Td>{item.numero}</Table.Td>
                <Table.Td ff="monospace">
                  {item.fraccion}
                  {item.nico ? `.${item.nico}` : ''}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {item.descripcion}
                  </Text>
                  {(item.marca || item.modelo) && (
                    <Text size="xs" c="dimmed">
                      {[item.marca, item.modelo].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {formatDecimal(item.cantidadUmc, i18n.language)} {item.umc}
                </Table.Td>
                <Table.Td>
                  {formatDecimal(item.cantidadUmt, i18n.language)} {item.umt}
                </Table.Td>
                <Table.Td>{item.paisOrigen}</Table.Td>
                <Table.Td>{formatPesos(item.valorAduana, i18n.language)}</Table.Td>
                <Table.Td>{formatDecimal(item.valorUsd, i18n.language)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {p.contribuciones
                      .filter((c) => c.partida === item.numero)
                      .map((c) => (
                        <Badge key={c.clave} variant="outline" color="dark" title={c.tasa ?? ''}>
                          {t(`pedimentosPage.taxes.${c.clave}`, { defaultValue: c.clave })}: {formatPesos(c.importe, i18n.language)}
                        </Badge>
                      ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {general.length > 0 && (
        <Group gap="xs" data-testid="pedimento-general-taxes">
          <Text size="sm" fw={600}>
            {t('pedimentosPage.generalTaxes')}
          </Text>
          {general.map((c) => (
            <Badge key={c.clave} variant="light" color="blue">
              {t(`pedimentosPage.taxes.${c.clave}`, { defaultValue: c.clave })}: {formatPesos(c.importe, i18n.language)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** `/apps/operations/pedimento/:pedimentoId`: one pedimento with its general data, invoices, items and documents. */
export default function PedimentoPage() {
  const { t } = useTranslation();
  const pedimentoId = Number(useParams().pedimentoId);
  const pedimento = usePedimento(pedimentoId);
  const ability = useAbility();
  const canWrite = ability.can('write', 'Pedimentos');
  const canOpenFiles = ability.can('create', 'Pedimentos');
  if (!pedimento.data) return <RecordPending query={pedimento} placeholder={<Skeleton height={320} />} data-testid="pedimento-error" />;
  const p = pedimento.data;
  const downloadM3 = () => downloadFile(`${PEDIMENTOS_API}/${pedimentoId}/M3`, `pedimento-${p.numero}.txt`).catch(notifyError);
  return (
    <Card withBorder padding="lg" data-testid="pedimento-page">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Stack gap={0}>
          <Title order={2} size="h4" ff="monospace" style={{ whiteSpace: 'pre' }} data-testid="pedimento-number">
            {p.numeroImpreso}
          </Title>
          <Text size="sm" c="dimmed">
            {p.nombre}
          </Text>
        </Stack>
        <Group gap="xs">
          {/* The file that brought it, for who may open M3 files (the route's ability). */}
          {p.archivoId !== null && canOpenFiles && (
            <Button
              variant="subtle"
              leftSection={<IconFileText size={16} />}
              component={Link}
              to={`/apps/operations/m3/${p.archivoId}`}
              data-testid="pedimento-m3-file"
            >
              {t('pedimentosPage.openM3File')}
            </Button>
          )}
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void downloadM3()} data-testid="pedimento-m3">
            {t('pedimentosPage.downloadM3')}
          </Button>
        </Group>
      </Group>
      <Tabs defaultValue="general" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="general">{t('pedimentosPage.tabs.general')}</Tabs.Tab>
          <Tabs.Tab value="invoices">{t('pedimentosPage.tabs.invoices', { count: p.facturas.length })}</Tabs.Tab>
          <Tabs.Tab value="items">{t('pedimentosPage.tabs.items', { count: p.partidas.length })}</Tabs.Tab>
          <Tabs.Tab value="transport" data-testid="tab-transport">
            {t('pedimentosPage.tabs.transport')}
          </Tabs.Tab>
          <Tabs.Tab value="documents" data-testid="tab-documents">
            {t('pedimentosPage.tabs.documents')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="general">
          <General p={p} />
          {canWrite && <PedimentoLink key={p.rowVersion} pedimento={p} />}
        </Tabs.Panel>
        <Tabs.Panel value="invoices">
          <Invoices p={p} />
        </Tabs.Panel>
        <Tabs.Panel value="items">
          <Items p={p} />
        </Tabs.Panel>
        <Tabs.Panel value="transport">
          <PedimentoTransport p={p} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <PedimentoDocuments pedimentoId={pedimentoId} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
