import { useState, type ReactNode } from 'react';
import { Box, Button, Collapse, Group, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListStateApi } from './use-list-state.ts';

/** Below the kit's `sm` breakpoint (48em): a phone held upright. */
const PHONE = '(max-width: 47.99em)';

interface ListToolbarProps {
  list: ListStateApi;
  searchPlaceholder?: string | undefined;
  filters?: ReactNode;
  testId: string;
}

/**
 * The search box and the list's filters. On a desk they sit in one row. On a phone the filters (six on some lists)
 * would push the rows a whole screen down: they fold behind a "Filters" button that says how many are in use, and
 * open below the search box. A button removes every filter in use, beside them on a desk, inside them on a phone.
 * Closed filters stay mounted, so what was chosen stays in their inputs.
 */
export function ListToolbar({ list, searchPlaceholder, filters, testId }: ListToolbarProps) {
  const { t } = useTranslation();
  // Read as the screen first renders: on a phone the filters never show open and then fold.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  if (!searchPlaceholder && !filters) return null;
  const inUse = Object.values(list.filters).filter((value) => value !== undefined).length;
  const folded = Boolean(filters) && phone;
  // One button removes every filter in use (the search stays): beside the filters on a desk, inside them on a phone.
  const clear = inUse > 0 && (
    <Button variant="subtle" onClick={list.clearFilters} data-testid={`${testId}-clear-filters`}>
      {t('list.clearFilters')}
    </Button>
  );
  return (
    <Box mb="md">
      <Group align="flex-end" wrap={folded ? 'nowrap' : 'wrap'}>
        {searchPlaceholder && (
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={searchPlaceholder}
            aria-label={searchPlaceholder}
            value={list.searchText}
            onChange={(event) => list.setSearchText(event.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
            style={folded ? { flex: 1 } : undefined}
            data-testid={`${testId}-search`}
          />
        )}
        {folded ? (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            aria-expanded={open}
            aria-controls={`${testId}-filters`}
            onClick={() => setOpen((shown) => !shown)}
            data-testid={`${testId}-filters-toggle`}
          >
            {inUse > 0 ? t('list.filtersInUse', { count: inUse }) : t('list.filters')}
          </Button>
        ) : (
          <>
            {filters}
            {clear}
          </>
        )}
      </Group>
      {folded && (
        <Collapse in={open} id={`${testId}-filters`}>
          <Group pt="sm" align="flex-end" wrap="wrap">
            {filters}
            {clear}
          </Group>
        </Collapse>
      )}
    </Box>
  );
}
