import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicPrevio } from '@portal/contract/features/previos';
import { formatDateTime, formatDay } from '../../../shared/format/date.ts';
import type { PhotoSource } from '../api/previos.api.ts';
import { PhotoStrip } from './photo-strip.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children === null || children === '' || children === undefined ? '—' : children}</Text>
    </div>
  );
}

const LINE_FIELDS = [
  'numeroFactura',
  'numeroParte',
  'fraccion',
  'cantidadFisica',
  'cantidadFactura',
  'unidad',
  'paisOrigenFisico',
  'paisOrigenFactura',
  'marca',
  'modelo',
  'numeroSerie',
  'bultos',
  'peso',
  'ordenCompra',
] as const;

/** A previo read-only, as the signed-in viewer and the customer's open link show it (printable from the browser). */
export function PrevioView({ previo, source, actions }: { previo: PublicPrevio; source: PhotoSource; actions?: ReactNode }) {
  const { t } = useTranslation();
  const f = (field: string) => t(`previosPage.fields.${field}`);
  const yesNo = (value: boolean) => t(value ? 'previosPage.yes' : 'previosPage.no');
  return (
    <Stack gap="md" maw={960} data-testid="previo-view">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Title order={2} size="h3">
            {t('previosPage.folio', { folio: previo.folio })}
          </Title>
          <Badge color={previo.estado === 'concluido' ? 'teal.9' : 'blue.9'} variant="filled">
            {t(`previos.states.${previo.estado}`)}
          </Badge>
        </Group>
        {actions}
      </Group>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Field label={f('clienteId')}>{previo.clienteNombre}</Field>
          <Field label={f('recintoId')}>{previo.recintoNombre}</Field>
          <Field label={f('proveedorId')}>{previo.proveedorNombre}</Field>
          <Field label={f('lineaTransporteId')}>{previo.lineaTransporteNombre}</Field>
          <Field label={f('procesador')}>{previo.procesador}</Field>
          <Field label={f('pedimentoId')}>{previo.pedimentoNumero}</Field>
          <Field label={f('fechaEntrada')}>{previo.fechaEntrada && formatDay(previo.fechaEntrada)}</Field>
          <Field label={f('fechaPrevio')}>{formatDay(previo.fechaPrevio)}</Field>
          <Field label={f('guiaMaster')}>{previo.guiaMaster}</Field>
          <Field label={f('guiaHouse')}>{previo.guiaHouse}</Field>
          <Field label={f('numeroContenedor')}>{previo.numeroContenedor}</Field>
          <Field label={f('candadoInicial')}>{previo.candadoInicial}</Field>
          <Field label={f('candadoFinal')}>{previo.candadoFinal}</Field>
          <Field label={f('tipoCarga')}>{previo.tipoCarga && t(`previosPage.tipoCarga.${previo.tipoCarga}`)}</Field>
          <Field label={f('tipoPrevio')}>{previo.tipoPrevio && t(`previosPage.tipoPrevio.${previo.tipoPrevio}`)}</Field>
          <Field label={f('horaInicio')}>{previo.horaInicio}</Field>
          <Field label={f('horaSolicitudMercancia')}>{previo.horaSolicitudMercancia}</Field>
          <Field label={f('horaEntregaMercancia')}>{previo.horaEntregaMercancia}</Field>
          <Field label={f('bultos')}>{previo.bultos}</Field>
          <Field label={f('pesoTotal')}>{previo.pesoTotal}</Field>
          <Field label={f('etiquetas')}>{previo.etiquetas}</Field>
          <Field label={f('cuantificado')}>{yesNo(previo.cuantificado ?? false)}</Field>
          <Field label={f('bultoDaniado')}>{yesNo(previo.bultoDaniado ?? false)}</Field>
          <Field label={f('danio')}>{previo.danio}</Field>
          <Field label={f('discrepancia')}>{previo.discrepancia}</Field>
          <Field label={f('concluidoAt')}>
            {previo.concluidoAt && `${formatDateTime(previo.concluidoAt)} · ${previo.concluidoPorNombre ?? ''}`}
          </Field>
        </SimpleGrid>
        <Field label={f('observacionesGenerales')}>{previo.observacionesGenerales}</Field>
        <Field label={t('previosPage.documents.title')}>{previo.documentos.map((d) => `${d.tipo}: ${d.nombre}`).join(' · ')}</Field>
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="sm">
          <div>
            <Text size="xs" c="dimmed" mb={4}>
              {f('fotoGuia')}
            </Text>
            <PhotoStrip fotos={previo.fotoGuia ? [previo.fotoGuia] : []} tipo="guia" readOnly source={source} testId="view-photos-guia" />
          </div>
          {previo.bultoDaniado && (
            <div>
              <Text size="xs" c="dimmed" mb={4}>
                {f('fotoDanio')}
              </Text>
              <PhotoStrip
                fotos={previo.fotoDanio ? [previo.fotoDanio] : []}
                tipo="danio"
                readOnly
                source={source}
                testId="view-photos-danio"
              />
            </div>
          )}
        </SimpleGrid>
      </Card>
      {previo.lineas.map((line, index) => (
        <Card key={line.lineaId} withBorder padding="md" data-testid={`view-line-${index}`}>
          <Text fw={600}>
            {t('previosPage.line.title', { n: index + 1 })} · {line.descripcion}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" mt="xs">
            {LINE_FIELDS.map((field) => (
              <Field key={field} label={t(`previosPage.line.${field}`)}>
                {line[field] === null ? null : String(line[field])}
              </Field>
            ))}
          </SimpleGrid>
          {line.diferenciaConfirmada && (
            <Badge mt="xs" color="blue.9" variant="outline" maw="100%" h="auto" styles={{ label: { whiteSpace: 'normal' } }}>
              {t('previosPage.line.mismatchConfirmed')}
            </Badge>
          )}
          <Field label={t('previosPage.line.observaciones')}>{line.observaciones}</Field>
          <PhotoStrip fotos={line.fotos} tipo="mercancia" readOnly source={source} testId={`view-line-${index}-photos`} />
        </Card>
      ))}
    </Stack>
  );
}
