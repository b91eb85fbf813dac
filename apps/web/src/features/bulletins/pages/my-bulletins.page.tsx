import { useState } from 'react';
import { Button, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/api/transfer.ts';
import { notifyError } from '../../../shared/ui/toast.ts';
import { markAllRead, UNREAD_KEY, useMyBulletins } from '../api/bulletins.api.ts';
import { BulletinCard } from '../components/bulletin-card.tsx';
import { MY_BULLETINS_API } from '@portal/contract/features/bulletins';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';

const PAGE_SIZE = 10;

/** /pages/miscellaneous/bulletins: the bulletins the user subscribes to, newest first. */
export default function MyBulletinsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useMyBulletins(page, PAGE_SIZE);
  const hasUnread = list.data?.items.some((b) => !b.leido && !b.cancelado) ?? false;

  async function readAll() {
    try {
      await markAllRead();
      client.setQueryData(UNREAD_KEY, { total: 0 });
      await client.invalidateQueries({ queryKey: ['bulletins', 'mine'] });
    } catch (error) {
      notifyError(error);
    }
  }

  if (list.isPending) return <Loader aria-label={t('bulletinsPage.loading')} />;
  if (list.isError) {
    return <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  }
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconChecks size={16} />}
          onClick={readAll}
          disabled={!hasUnread}
          data-testid="bulletins-read-all"
        >
          {t('bulletinsPage.readAll')}
        </Button>
      </Group>
      {list.data.items.length === 0 && <Text c="dimmed">{t('bulletinsPage.noneForYou')}</Text>}
      {list.data.items.map((b) => (
        <BulletinCard
          key={b.boletinId}
          bulletin={b}
          onDownload={(file) =>
            downloadFile(`${MY_BULLETINS_API}/${b.boletinId}/Adjuntos/${file.fileId}`, file.fileName).catch(notifyError)
          }
        />
      ))}
      {list.data.total > PAGE_SIZE && (
        <Pagination
          getControlProps={(control) => ({ 'aria-label': t(`bulletinsPage.pagination.${control}`) })}
          total={Math.ceil(list.data.total / PAGE_SIZE)}
          value={page}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
