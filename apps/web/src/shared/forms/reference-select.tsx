import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getCatalogue, optionSchema, type Option } from '@portal/contract';
import { api } from '../api/api.ts';
import { liveList, useKeptNote, type KeptList, type OptionsKeeper } from './kept-options.ts';

export interface InputProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  error?: unknown;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown while nothing is chosen ("Todos" in a list's filters). */
  placeholder?: string;
  'data-testid'?: string;
}

/** `[{value, text}]` of a catalogue's records: by text (accent-insensitive) or by known ids, inside the caller's scope. */
export function catalogueOptions(catalogue: string, query: { llaveBuscar?: string; ids?: number[] }): Promise<Option[]> {
  const target = getCatalogue(catalogue);
  const params = new URLSearchParams();
  if (query.llaveBuscar) params.set('llaveBuscar', query.llaveBuscar);
  if (query.ids?.length) params.set('ids', query.ids.join(','));
  return api.get(`${target.apiPath}/Opciones?${params.toString()}`, { schema: z.array(optionSchema) });
}

/**
 * The options a reference picker shows: the chosen records (by id) and what the typed text finds, at most 50. With a
 * keeper (the warehouse screens, decision 0105) what the API answers is kept on the phone and stands in for it
 * without network.
 */
function useReferenceOptions(catalogue: string, chosen: number[], keeper?: OptionsKeeper) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const load = (query: { llaveBuscar?: string; ids?: number[] }): Promise<KeptList<Option>> =>
    keeper
      ? keeper.load({
          source: `options:${catalogue}`,
          search: query.llaveBuscar,
          ids: query.ids?.map(String),
          fetch: () => catalogueOptions(catalogue, query),
          entry: (option) => ({ id: String(option.value), text: option.text }),
        })
      : catalogueOptions(catalogue, query).then(liveList);
  const kept = keeper
    ? ({
        networkMode: 'always',
        // A kept list is read again as soon as the network returns.
        staleTime: ({ state }: { state: { data?: KeptList<Option> } }) => (state.data?.offline ? 0 : 30_000),
      } as const)
    : {};
  const mode = keeper ? 'kept' : 'live';
  const selected = useQuery({
    queryKey: ['options', catalogue, 'ids', chosen, mode],
    queryFn: () => load({ ids: chosen }),
    enabled: chosen.length > 0,
    staleTime: 60_000,
    ...kept,
  });
  const found = useQuery({
    queryKey: ['options', catalogue, 'search', debounced, mode],
    queryFn: () => load({ llaveBuscar: debounced }),
    staleTime: 30_000,
    ...kept,
  });
  const data = useMemo(() => {
    const merged = new Map<string, string>();
    for (const option of [...(selected.data?.items ?? []), ...(found.data?.items ?? [])]) merged.set(String(option.value), option.text);
    return [...merged].map(([v, label]) => ({ value: v, label }));
  }, [selected.data, found.data]);
  const note = useKeptNote(found.data, chosen.length > 0 ? selected.data : undefined);
  return { data, search, setSearch, loading: found.isFetching, note };
}

/** Records of another catalogue, searched as the user types (its options endpoint), at most 50. */
export function ReferenceSelect({ catalogue, keeper, ...props }: InputProps & { catalogue: string; keeper?: OptionsKeeper }) {
  const { t } = useTranslation();
  const value = typeof props.value === 'number' ? props.value : null;
  const options = useReferenceOptions(catalogue, value === null ? [] : [value], keeper);
  return (
    <Select
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      error={props.error as string}
      description={options.note}
      descriptionProps={{ 'data-testid': `${props['data-testid'] ?? catalogue}-kept` }}
      data={options.data}
      value={value === null ? null : String(value)}
      onChange={(next) => props.onChange?.(next === null ? null : Number(next))}
      onBlur={props.onBlur}
      searchable
      clearable={!props.required}
      placeholder={props.placeholder}
      searchValue={options.search}
      onSearchChange={options.setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.loading ? t('catalogue.ui.loading') : t('catalogue.ui.noOptions')}
      data-testid={props['data-testid']}
    />
  );
}

/** Several records of a catalogue, searched as the user types (bulletin subscribers, assignments). */
export function ReferencesMultiSelect({ catalogue, ...props }: InputProps & { catalogue: string }) {
  const { t } = useTranslation();
  const values = Array.isArray(props.value) ? (props.value as number[]) : [];
  const options = useReferenceOptions(catalogue, values);
  return (
    <MultiSelect
      label={props.label}
      disabled={props.disabled}
      error={props.error as string}
      data={options.data}
      value={values.map(String)}
      onChange={(next) => props.onChange?.(next.map(Number))}
      onBlur={props.onBlur}
      searchable
      searchValue={options.search}
      onSearchChange={options.setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('catalogue.ui.noOptions')}
      data-testid={props['data-testid']}
    />
  );
}
