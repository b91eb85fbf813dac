import { useState } from 'react';
import { ActionIcon, Menu, Progress, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../api/download.ts';
import { notifyError } from '../ui/toast.ts';

export interface ExportTarget {
  /** The list's export path (`/api/Partes/Exportar`). */
  path: string;
  /** The list's sort, search and filters (no paging). */
  query: URLSearchParams;
  /** The name used when the server gives none. */
  fileName: string;
}

/** Streams the list's current filter as Excel or CSV; the export follows the list's order and scope. */
export function useExport(target: ExportTarget | undefined) {
  const [bytes, setBytes] = useState<number | null>(null);
  const run = async (format: 'xlsx' | 'csv') => {
    if (!target) return;
    setBytes(0);
    try {
      const query = new URLSearchParams(target.query);
      query.set('formato', format);
      await downloadFile(`${target.path}?${query.toString()}`, `${target.fileName}.${format}`, setBytes);
    } catch (error) {
      notifyError(error);
    } finally {
      setBytes(null);
    }
  };
  return { bytes, run };
}

export function ExportMenu({ onExport }: { onExport: (format: 'xlsx' | 'csv') => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('list.export')} data-testid="export-menu">
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('list.export')}</Menu.Label>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => onExport('xlsx')} data-testid="export-xlsx">
          {t('list.exportExcel')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => onExport('csv')} data-testid="export-csv">
          {t('list.exportCsv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The bytes received so far: streamed exports have no known total. */
export function ExportProgress({ bytes }: { bytes: number | null }) {
  const { t } = useTranslation();
  if (bytes === null) return null;
  return (
    <Stack gap={4} mb="sm" role="status" aria-live="polite">
      <Text size="sm">{t('list.exporting', { size: `${Math.round(bytes / 1024)} kB` })}</Text>
      <Progress value={100} animated striped aria-label={t('list.export')} />
    </Stack>
  );
}
