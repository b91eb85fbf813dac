import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listResponseSchema } from '@portal/contract';
import { PEDIMENTOS_API, pedimentoSummarySchema } from '@portal/contract/features/pedimentos';
import { api } from '../../../shared/api/api.ts';
import { PedimentoDocuments } from '../components/pedimento-documents.tsx';

const optionsSchema = listResponseSchema(pedimentoSummarySchema);

/**
 * `/apps/transfers/mbge/pedimento/loaddocument`: pick one or many pedimentos (by number or reference) and add
 * their PDF, COVE and invoice, each file with its progress bar. The choice is kept in the address (`pedimento`).
 */
export default function LoadDocumentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.getAll('pedimento').filter((id) => /^\d+$/.test(id));
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const options = useQuery({
    queryKey: ['pedimentos', 'options', term, chosen.join(',')],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ pageSize: '25' });
      if (term.trim()) query.set('search', term.trim());
      const found = await api.get(`${PEDIMENTOS_API}?${query.toString()}`, { schema: optionsSchema, signal });
      const known = { ...labels };
      for (const p of found.items)
        known[String(p.pedimentoId)] = `${p.numeroImpreso.replace(/\s+/g, ' ')} · ${p.clienteNombre ?? p.nombre ?? ''}`;
      // Pedimentos chosen through a link (?pedimento=) are named even when the search does not list them.
      for (const id of chosen.filter((id) => !known[id])) {
        const p = await api.get(`${PEDIMENTOS_API}/${id}`, { schema: pedimentoSummarySchema.loose(), signal }).catch(() => null);
        if (p) known[id] = `${p.numeroImpreso.replace(/\s+/g, ' ')} · ${p.clienteNombre ?? p.nombre ?? ''}`;
      }
      setLabels(known);
      return Object.entries(known).map(([value, label]) => ({ value, label }));
    },
    placeholderData: (previous) => previous,
  });

  return (
    <Stack>
      <Card withBorder padding="lg">
        <MultiSelect
          label={t('pedimentosPage.load.choose')}
          description={t('pedimentosPage.load.chooseHint')}
          data={options.data ?? []}
          value={chosen}
          onChange={(values) => setParams(new URLSearchParams(values.map((value) => ['pedimento', value])), { replace: true })}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={t('pedimentosPage.load.none')}
          clearable
          data-testid="load-pedimentos"
        />
      </Card>
      {chosen.length === 0 ? (
        <Text c="dimmed" data-testid="load-empty">
          {t('pedimentosPage.load.empty')}
        </Text>
      ) : (
        chosen.map((id) => (
          <Card key={id} withBorder padding="lg">
            <PedimentoDocuments pedimentoId={Number(id)} heading={labels[id] ?? `#${id}`} />
          </Card>
        ))
      )}
    </Stack>
  );
}
