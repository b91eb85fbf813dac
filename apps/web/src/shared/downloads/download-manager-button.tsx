import { ActionIcon, Indicator, Popover, Tooltip } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloads } from './download-manager.ts';
import { DownloadManagerPanel } from './download-manager-panel.tsx';

/** The navbar's download manager: how many downloads are running, and the list of this browser's downloads. */
export function DownloadManagerButton() {
  const { t } = useTranslation();
  const downloads = useDownloads();
  const active = downloads.filter((d) => d.state === 'active').length;
  if (downloads.length === 0) return null;
  return (
    <Popover width={360} position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Tooltip label={t('downloads.title')}>
          <Indicator label={active} size={16} disabled={active === 0} offset={4}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('downloads.title')} data-testid="download-manager-button">
              <IconDownload size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <DownloadManagerPanel />
      </Popover.Dropdown>
    </Popover>
  );
}
