import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GLOBAL_SEARCH_API, globalSearchResponseSchema, type GlobalSearchHit } from '@portal/contract/features/search';
import { api } from '../../../shared/api/api.ts';

const [store, panel] = createSpotlight();

/** The group's name as the menu calls it: a catalogue's title, or the feature's own word. */
function useGroupName() {
  const { t, i18n } = useTranslation();
  return (group: string) => (i18n.exists(`search.groups.${group}`) ? t(`search.groups.${group}`) : t(`catalogues.${group}.title`));
}

/**
 * The search panel: types ahead (250 ms), one call to the portal's search, results ranked across customers,
 * vendors, parts, pedimentos, users and every catalogue the user may read; arrows and Enter choose, Esc closes.
 */
export default function SearchPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groupName = useGroupName();
  const [query, setQuery] = useState('');
  const [term] = useDebouncedValue(query.trim(), 250);
  const results = useQuery({
    queryKey: ['global-search', term],
    queryFn: ({ signal }) => api.get(`${GLOBAL_SEARCH_API}?q=${encodeURIComponent(term)}`, { schema: globalSearchResponseSchema, signal }),
    enabled: term.length >= 2,
    staleTime: 30_000,
    meta: { silent: true },
  });
  useEffect(() => (opened ? panel.open() : panel.close()), [opened]);

  const open = (hit: GlobalSearchHit) => {
    onClose();
    void navigate(hit.ruta);
  };
  const hits = term.length >= 2 ? (results.data?.resultados ?? []) : [];
  const status =
    term.length < 2
      ? t('search.hint')
      : results.isError
        ? t('search.failed')
        : results.isFetching && hits.length === 0
          ? null
          : t('search.none');

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={onClose}
      shortcut={null}
      scrollable
      maxHeight={420}
      clearQueryOnClose={false}
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        leftSection={results.isFetching ? <Loader size={16} /> : <IconSearch size={18} />}
        aria-label={t('search.placeholder')}
        data-testid="global-search-input"
      />
      <Spotlight.ActionsList data-testid="global-search-results">
        {hits.map((hit) => (
          <Spotlight.Action key={`${hit.grupo}-${hit.id}`} onClick={() => open(hit)} data-testid="global-search-hit">
            <Group wrap="nowrap" w="100%" justify="space-between" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {hit.texto}
                </Text>
                {hit.detalle && (
                  <Text size="xs" c="dimmed" truncate>
                    {hit.detalle}
                  </Text>
                )}
              </div>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {groupName(hit.grupo)}
              </Badge>
            </Group>
          </Spotlight.Action>
        ))}
        {hits.length === 0 && status && <Spotlight.Empty data-testid="global-search-empty">{status}</Spotlight.Empty>}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
