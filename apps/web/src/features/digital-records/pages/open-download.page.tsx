import { Button, Loader, Center } from '@mantine/core';
import { IconDownload, IconLinkOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { downloadLinkPath } from '@portal/contract/features/digital-records';
import { formatDateTime } from '../../../shared/format/date.ts';
import { StatusPage } from '../../../shared/ui/status-page.tsx';
import { useLinkInfo } from '../api/digital-records.api.ts';

const sizeOf = (bytes: number | null) =>
  bytes === null ? '' : bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * `/archivo/digitalrecorddownload/:uuid/:nombre` (open, full layout): the zip behind an unguessable link, downloaded
 * without signing in while it lasts; an expired or unknown link says so on a page of its own.
 */
export default function OpenDownloadPage() {
  const { t } = useTranslation();
  const { uuid = '', nombre = '' } = useParams();
  const valid = /^[0-9a-f-]{36}$/i.test(uuid);
  const info = useLinkInfo(valid ? uuid : '00000000-0000-0000-0000-000000000000');
  if (info.isPending)
    return (
      <Center mih="70vh">
        <Loader aria-label={t('digitalRecordsPage.loading')} />
      </Center>
    );
  if (!valid || info.isError || info.data.estado !== 'ready' || info.data.nombre !== nombre)
    return (
      <StatusPage
        icon={<IconLinkOff size={44} />}
        color="orange"
        title={t('digitalRecordsPage.link.goneTitle')}
        text={t('digitalRecordsPage.link.goneText')}
        testId="link-gone"
      />
    );
  return (
    <StatusPage
      icon={<IconDownload size={44} />}
      title={info.data.nombre}
      text={t('digitalRecordsPage.link.text', {
        size: sizeOf(info.data.sizeBytes),
        date: info.data.expiraAt ? formatDateTime(info.data.expiraAt) : '—',
      })}
      testId="link-ready"
      actions={
        <Button
          component="a"
          href={downloadLinkPath(uuid, nombre)}
          download={nombre}
          leftSection={<IconDownload size={18} />}
          data-testid="link-download"
        >
          {t('digitalRecordsPage.download')}
        </Button>
      }
    />
  );
}
