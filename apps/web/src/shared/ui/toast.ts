import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@portal/contract';
import { isApiError } from '../api/api-error.ts';
import { i18n } from '../i18n/i18n.ts';

/**
 * Every toast of the portal: the spec's timeout, a border, and a close button that says what it does (Mantine
 * leaves it unnamed, which screen readers announce as a bare "button" and axe reports as serious).
 */
export function showToast(color: 'red' | 'green', message: string): void {
  notifications.show({
    color,
    message,
    autoClose: TOAST_TIMEOUT_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

/** Red toast `status: detail-or-title` (api-conventions.md); non-API errors show a generic text. */
export function notifyError(error: unknown): void {
  showToast('red', isApiError(error) ? `${error.status}: ${error.problem.detail ?? error.problem.title}` : i18n.t('errors.unexpected'));
}

/** Green toast `status: message`. */
export function notifySuccess(status: number, message: string): void {
  showToast('green', `${status}: ${message}`);
}
