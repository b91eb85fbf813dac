import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClasificacionDetail } from '@portal/contract/features/classifications';
import { useAbility } from '../../../shared/ability/ability.ts';
import { problemMessage } from '../../../shared/api/api-error.ts';
import { notifySuccess } from '../../../shared/ui/toast.ts';
import { useClassify } from '../api/classifications.api.ts';
import { formatCodigo, useTarifaOptions } from './tariff-cache.ts';

/**
 * The classifier's action: a searchable select over every fraction + NICO in force (cached in the browser for a
 * day) and the notes; classifying writes the customer's part. A classified request shows its code and its part.
 */
export function ClassifyPanel({ item }: { item: ClasificacionDetail }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const canClassify = item.estado === 'pendiente' && ability.can('write', 'Clasificaciones');
  const tarifa = useTarifaOptions(canClassify);
  const classify = useClassify(item.solicitudId);
  const [codigo, setCodigo] = useState<string | null>(null);
  const [notas, setNotas] = useState(item.notasClasificador ?? '');
  const [search, setSearch] = useState('');
  if (item.estado === 'clasificada') {
    const partPath = ability.can('write', 'Partes') ? `/apps/parts/edit/${item.parteId}` : `/apps/parts/log/${item.parteId}`;
    return (
      <Card withBorder shadow="sm" padding="lg" data-testid="classified-panel">
        <Title order={3} size="h5" mb="xs">
          {t('clasificacionesPage.classification')}
        </Title>
        <Text ff="monospace" data-testid="classified-code">
          {formatCodigo(`${item.fraccion}${item.nico}`)}
        </Text>
        <Text size="sm">{item.fraccionTexto}</Text>
        {item.parteId && (
          <Anchor component={Link} to={partPath} size="sm" data-testid="classified-part">
            {t('clasificacionesPage.openPart', { numeroParte: item.numeroParte })}
          </Anchor>
        )}
      </Card>
    );
  }
  if (!canClassify) return null;
  const missingSheet = item.requiereFichaTecnica && !item.tieneFichaTecnica;
  return (
    <Card withBorder shadow="sm" padding="lg" data-testid="classify-panel">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('clasificacionesPage.classify')}
        </Title>
        <Select
          label={t('clasificacionesPage.fraccionNico')}
          placeholder={tarifa.isLoading ? t('clasificacionesPage.loadingTariff') : t('clasificacionesPage.searchTariff')}
          data={tarifa.data ?? []}
          value={codigo}
          onChange={setCodigo}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options, search: term }) => {
            const q = term.toLowerCase().replace(/\./g, '').trim();
            if (!q) return options;
            return options.filter(
              (o) => 'value' in o && (o.value.startsWith(q) || o.label.toLowerCase().includes(term.toLowerCase().trim())),
            );
          }}
          limit={50}
          maxDropdownHeight={320}
          nothingFoundMessage={t('clasificacionesPage.noCode')}
          error={tarifa.isError ? problemMessage(tarifa.error, t('clasificacionesPage.tariffFailed')) : undefined}
          data-testid="classify-code"
        />
        <Textarea
          label={t('clasificaciones.fields.notasClasificador')}
          autosize
          minRows={2}
          maxLength={4000}
          value={notas}
          onChange={(e) => setNotas(e.currentTarget.value)}
          data-testid="classify-notes"
        />
        {missingSheet && (
          <Alert color="orange.9" variant="light" data-testid="classify-needs-sheet">
            {t('clasificaciones.dataSheetRequired')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            disabled={!codigo || missingSheet}
            loading={classify.isPending}
            onClick={() =>
              classify.mutate(
                { fraccion: codigo!.slice(0, 8), nico: codigo!.slice(8), notasClasificador: notas || null, rowVersion: item.rowVersion },
                { onSuccess: (saved) => notifySuccess(200, t('clasificacionesPage.classified', { folio: saved.folio })) },
              )
            }
            data-testid="classify-submit"
          >
            {t('clasificacionesPage.classifyAction')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
