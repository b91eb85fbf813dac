import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';

interface LoadFailedProps {
  error: unknown;
  /** Offered as "Retry" when given. */
  onRetry?: () => void;
  'data-testid'?: string;
}

/** A list or screen whose data could not be read: the status and the server's reason, and a retry. */
export function LoadFailed({ error, onRetry, ...rest }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('catalogue.ui.loadFailed')} data-testid={rest['data-testid']}>
      <Text size="sm" mb={onRetry ? 'sm' : 0}>
        {isApiError(error) ? `${error.status}: ${error.problem.detail ?? error.problem.title}` : t('errors.unexpected')}
      </Text>
      {onRetry && (
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
