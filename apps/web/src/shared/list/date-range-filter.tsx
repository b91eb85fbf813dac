import { TextInput } from '@mantine/core';
import type { ListStateApi } from './use-list-state.ts';

/**
 * Two date filters of a list (from, to), kept in the list's state like any filter. Each input is tagged
 * `filter-<name>` unless the caller names its own test ids.
 */
export function DateRangeFilter({
  list,
  names,
  labels,
  testIds = [`filter-${names[0]}`, `filter-${names[1]}`],
}: {
  list: ListStateApi;
  names: readonly [string, string];
  labels: readonly [string, string];
  testIds?: readonly [string, string];
}) {
  return (
    <>
      {names.map((name, i) => (
        <TextInput
          key={name}
          type="date"
          label={labels[i]}
          value={list.filters[name] ?? ''}
          onChange={(event) => list.setFilter(name, event.currentTarget.value)}
          data-testid={testIds[i]}
        />
      ))}
    </>
  );
}
