import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListStateApi } from './use-list-state.ts';

interface FilterSelectProps extends Omit<SelectProps, 'value' | 'onChange' | 'list'> {
  list: ListStateApi;
  /** The filter's name in the list state (and the address). */
  name: string;
}

/** A list filter of one choice: kept in the list's state, clearable, and reading "Todos" / "All" while unused. */
export function FilterSelect({ list, name, ...props }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      placeholder={t('list.all')}
      clearable
      data-testid={`filter-${name}`}
      {...props}
      value={list.filters[name] ?? null}
      onChange={(value) => list.setFilter(name, value)}
    />
  );
}
