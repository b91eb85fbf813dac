import { useParams } from 'react-router';
import { Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClasificacionDetail } from '@portal/contract/features/classifications';
import { useAbility } from '../../../shared/ability/ability.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { RecordPending } from '../../../shared/ui/load-failed.tsx';
import { useClasificacion } from '../api/classifications.api.ts';
import { ClassificationFiles } from '../components/classification-files.tsx';
import { ClassificationForm } from '../components/classification-form.tsx';
import { ClassificationThread } from '../components/classification-thread.tsx';
import { ClassifyPanel } from '../components/classify-panel.tsx';
import { EstadoBadge } from '../components/estado-badge.tsx';

function Heading({ item }: { item: ClasificacionDetail }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="sm">
        <Title order={2} size="h4" ff="monospace" data-testid="clasificacion-folio">
          {item.folio}
        </Title>
        <EstadoBadge estado={item.estado} />
      </Group>
      <Text size="sm">
        {t('clasificacionesPage.requestedBy', { name: item.solicitanteNombre ?? '—', date: formatDateTime(item.createdAt) })}
        {item.clasificadorNombre ? ` · ${t('clasificacionesPage.classifier', { name: item.clasificadorNombre })}` : ''}
      </Text>
    </Group>
  );
}

/** `/apps/classification/edit/:solicitudId` and `/apps/classification/new`: the request, its files, its conversation and the classification. */
export default function ClassificationEditPage() {
  const raw = useParams().solicitudId;
  const id = raw ? Number(raw) : null;
  const ability = useAbility();
  const item = useClasificacion(id);
  if (id === null) return <ClassificationForm item={null} canEdit />;
  if (!item.data) return <RecordPending query={item} placeholder={<Skeleton height={300} />} />;
  const data = item.data;
  const participant = ability.can('create', 'Clasificaciones') || ability.can('write', 'Clasificaciones');
  return (
    <Stack>
      <Heading item={data} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack>
            <ClassificationForm
              key={data.rowVersion}
              item={data}
              canEdit={data.estado === 'pendiente' && ability.can('write', 'Clasificaciones')}
            />
            <ClassificationFiles item={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack>
            <ClassifyPanel item={data} />
            <ClassificationThread solicitudId={data.solicitudId} canWrite={participant} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
