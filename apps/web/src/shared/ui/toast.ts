import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@portal/contract';
import { isApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/i18n.ts';

/** Red toast `status: detail-or-title` (api-conventions.md); non-API errors show a generic text. */
export function notifyError(error: unknown): void {
  const message = isApiError(error) ? `${error.status}: ${error.problem.detail ?? error.problem.title}` : i18n.t('errors.unexpected');
  notifications.show({ color: 'red', message, autoClose: TOAST_TIMEOUT_MS, withBorder: true });
}

/** Green toast `status: message`. */
export function notifySuccess(status: number, message: string): void {
  notifications.show({ color: 'green', message: `${status}: ${message}`, autoClose: TOAST_TIMEOUT_MS, withBorder: true });
}
