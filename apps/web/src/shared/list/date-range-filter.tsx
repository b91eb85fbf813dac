import { DateField } from '../forms/date-field.tsx';
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
  w,
}: {
  list: ListStateApi;
  names: readonly [string, string];
  labels: readonly [string, string];
  testIds?: readonly [string, string];
  /** The width of each input in a row of filters. */
  w?: number;
}) {
  return (
    <>
      {names.map((name, i) => (
        <DateField
          key={name}
          label={labels[i]}
          value={list.filters[name] ?? ''}
          onChange={(day) => list.setFilter(name, day)}
          w={w}
          data-testid={testIds[i]}
        />
      ))}
    </>
  );
}
