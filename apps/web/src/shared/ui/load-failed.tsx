import type { ReactNode } from 'react';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { RecordNotFound } from '../forms/record-alerts.tsx';

interface LoadFailedProps {
  error: unknown;
  /** Offered as "Retry" when given. */
  onRetry?: () => void;
  /** The way back from "not found" (404); by default back where the user came from in the app, else the first screen. */
  onBack?: () => void;
  /** What could not be read ("Error fetching ticket"); by default "The information could not be loaded". */
  title?: string;
  /** "Not found" in the screen's own words ("No user found with this user id"). */
  notFoundTitle?: string;
  /**
   * The screen reads one record named by its address: a 400 then means the address's id cannot be one
   * (`/apps/tickets/edit/abc`), which is "not found" too; retrying cannot help.
   */
  record?: boolean;
  'data-testid'?: string;
}

/**
 * A list or screen whose data could not be read: the status and the server's reason, and a retry. A 404 (the record
 * does not exist, or lies outside the caller's scope) is "not found" with the way back: retrying cannot help.
 */
export function LoadFailed({ error, onRetry, onBack, title, notFoundTitle, record, ...rest }: LoadFailedProps) {
  const { t } = useTranslation();
  if (isApiError(error) && (error.status === 404 || (record && error.status === 400)))
    return <RecordMissing title={notFoundTitle} onBack={onBack} />;
  return (
    <Alert color="red" title={title ?? t('catalogue.ui.loadFailed')} data-testid={rest['data-testid']}>
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

/**
 * The record does not exist or lies outside the caller's scope (a 404, or an address whose id cannot be one): "not
 * found" and the way back, by default where the user came from in the app, else the role's first screen.
 */
export function RecordMissing({ title, onBack }: { title?: string; onBack?: () => void }) {
  const navigate = useNavigate();
  // Opened from a link (nothing before it in the app): the role's first screen.
  const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return <RecordNotFound title={title} onBack={onBack ?? (() => void (cameFromApp ? navigate(-1) : navigate('/')))} />;
}

interface RecordQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What an edit screen shows until its record is in: a spinner (or the screen's own `placeholder`, such as a skeleton
 * of its layout) while it loads, and once the read failed the failure (`LoadFailed`: "not found" on a 404 or an id
 * that cannot be one, else the reason and a retry) instead of an empty page or an empty form that would save a new
 * record.
 */
export function RecordPending({
  query,
  placeholder,
  ...rest
}: { query: RecordQuery; placeholder?: ReactNode } & Pick<LoadFailedProps, 'title' | 'notFoundTitle' | 'onBack' | 'data-testid'>) {
  const { t } = useTranslation();
  if (!query.isError) return placeholder ?? <Loader aria-label={t('catalogue.ui.loading')} />;
  return <LoadFailed error={query.error} onRetry={() => void query.refetch()} record {...rest} />;
}
