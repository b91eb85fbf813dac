import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api.ts';
import { useKeptNote, type KeptList } from '../../../shared/forms/kept-options.ts';
import { warehouseOptions } from '../offline/saved-options.ts';

interface RecordSearchSelectProps<T> {
  label: string;
  /** A list endpoint of the API (`/api/Partes`), searched with `search` and these filters. */
  path: string;
  params: Record<string, string>;
  value: number | null;
  /** The chosen record's text when it is not among the found ones (an edited previo). */
  valueText?: string | null;
  idOf: (record: T) => number;
  textOf: (record: T) => string;
  onPick: (record: T | null) => void;
  disabled?: boolean;
  testId: string;
}

/**
 * Picks one record of a list endpoint as the user types (a customer's parts, its pedimentos). What the API answers is
 * kept on the phone and offered without network (decision 0105).
 */
export function RecordSearchSelect<T>(props: RecordSearchSelectProps<T>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useQuery({
    queryKey: ['previos', 'search', props.path, props.params, debounced],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ ...props.params, pageSize: '10', ...(debounced ? { search: debounced } : {}) });
      return warehouseOptions.load({
        source: `${props.path}?${new URLSearchParams(props.params).toString()}`,
        search: debounced,
        fetch: () => api.get<{ items: T[] }>(`${props.path}?${query.toString()}`, { signal }).then((page) => page.items),
        entry: (record) => ({ id: String(props.idOf(record)), text: props.textOf(record) }),
      });
    },
    enabled: !props.disabled,
    networkMode: 'always',
    // A kept list is read again as soon as the network returns.
    staleTime: ({ state }: { state: { data?: KeptList<T> } }) => (state.data?.offline ? 0 : 30_000),
    meta: { silent: true },
  });
  const note = useKeptNote(found.data);
  const records = found.data?.items ?? [];
  const data = records.map((r) => ({ value: String(props.idOf(r)), label: props.textOf(r) }));
  if (props.value !== null && !data.some((d) => d.value === String(props.value))) {
    data.unshift({ value: String(props.value), label: props.valueText ?? String(props.value) });
  }
  return (
    <Select
      label={props.label}
      data={data}
      value={props.value === null ? null : String(props.value)}
      onChange={(next) => props.onPick(next === null ? null : (records.find((r) => String(props.idOf(r)) === next) ?? null))}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      disabled={props.disabled}
      description={note}
      descriptionProps={{ 'data-testid': `${props.testId}-kept` }}
      nothingFoundMessage={found.isFetching ? t('catalogue.ui.loading') : t('catalogue.ui.noOptions')}
      data-testid={props.testId}
    />
  );
}
