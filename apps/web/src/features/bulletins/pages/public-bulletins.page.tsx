import { useState } from 'react';
import { Container, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoredFileInfo } from '@portal/contract';
import { usePublicBulletins } from '../api/bulletins.api.ts';
import { BulletinCard } from '../components/bulletin-card.tsx';
import { BULLETINS_API } from '@portal/contract/features/bulletins';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';

const PAGE_SIZE = 10;

/** Public attachments are plain links: no sign-in, addressed by the file's opaque id. */
function openPublicFile(file: StoredFileInfo) {
  const link = document.createElement('a');
  link.href = `${BULLETINS_API}/Publicos/Adjuntos/${file.fileId}`;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** /pages/bulletins/customers: the customers' public bulletin page, signed out, public bulletins only. */
export default function PublicBulletinsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = usePublicBulletins(page, PAGE_SIZE);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('bulletinsPage.publicTitle')}</Title>
          <Text c="dimmed">{t('bulletinsPage.publicSubtitle')}</Text>
        </div>
        {list.isPending && <Loader aria-label={t('bulletinsPage.loading')} />}
        {list.isError && <LoadFailed error={list.error} onRetry={() => void list.refetch()} />}
        {list.data?.items.length === 0 && <Text c="dimmed">{t('bulletinsPage.nonePublic')}</Text>}
        {list.data?.items.map((b) => (
          <BulletinCard key={b.boletinId} bulletin={b} onDownload={openPublicFile} />
        ))}
        {list.data && list.data.total > PAGE_SIZE && (
          <Pagination
            getControlProps={(control) => ({ 'aria-label': t(`bulletinsPage.pagination.${control}`) })}
            total={Math.ceil(list.data.total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
          />
        )}
      </Stack>
    </Container>
  );
}
