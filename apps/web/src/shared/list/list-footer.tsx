import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@portal/contract';

interface ListFooterProps {
  /** The list's own wording of its total ("22 registros", "5 inicios de sesión"); an estimate reads "más de …". */
  totalText: string;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** A new page size goes back to page 1: the caller sets both. */
  onPageSize: (pageSize: number) => void;
  totalTestId?: string;
}

/** Under every paged list: the total, rows per page (spec point 9: 10, 25, 50, 100) and the pages. */
export function ListFooter({ totalText, total, page, pageSize, onPage, onPageSize, totalTestId }: ListFooterProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed" data-testid={totalTestId}>
          {totalText}
        </Text>
        {/* The browser's own select: keyboard and phones' pickers for free, and no hidden dropdown whose position is
            computed (a forced layout) while the list first renders, as a combobox's is (issue 19). */}
        <NativeSelect
          aria-label={t('list.pageSize')}
          data={PAGE_SIZES.map((size) => String(size))}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          w={90}
          size="xs"
          data-testid="page-size"
        />
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
        data-testid="pagination"
      />
    </Group>
  );
}
