import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

interface ErrorStatusProps {
  onRetry: () => void;
  /** A chunk that failed to download gets its own, clearer text. */
  isChunkError?: boolean;
  homeHref?: string;
}

/** The /pages/miscellaneous/error content, shared with the router's error boundary. */
export function ErrorStatus({ onRetry, isChunkError = false, homeHref }: ErrorStatusProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId={isChunkError ? 'chunk-error' : 'error-page'}
      color="red"
      icon={<IconAlertTriangle size={44} />}
      title={t(isChunkError ? 'errors.chunkTitle' : 'misc.errorTitle')}
      text={t(isChunkError ? 'errors.chunkText' : 'misc.errorText')}
      actions={
        <Group justify="center">
          <Button leftSection={<IconRefresh size={18} />} onClick={onRetry} data-testid="error-retry">
            {t('common.retry')}
          </Button>
          {homeHref && (
            <Button component="a" href={homeHref} variant="default">
              {t('common.goHome')}
            </Button>
          )}
        </Group>
      }
    />
  );
}
