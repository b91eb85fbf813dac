import { problemSchema, STORAGE_KEYS } from '@portal/contract';
import { currentLanguage } from '../i18n/i18n.ts';
import { api } from './api.ts';
import { ApiError, NETWORK_ERROR_STATUS, readApiError } from './api-error.ts';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  fieldName?: string;
  /** 0 to 100 while the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Renews the access token through the API client (one cheap authenticated call refreshes on 401). */
async function renewToken(): Promise<void> {
  await api.get('/api/Perfil/ReglasAcceso');
}

function sendMultipart<T>(path: string, file: File, options: UploadOptions): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    const token = localStorage.getItem(STORAGE_KEYS.accessToken);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.setRequestHeader('Accept', 'application/json, application/problem+json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let value: unknown;
      try {
        value = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        value = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve({ status: xhr.status, body: value as T });
        return;
      }
      const parsed = problemSchema.safeParse(value);
      reject(
        new ApiError(
          parsed.success ? parsed.data : { type: 'about:blank', title: xhr.statusText || String(xhr.status), status: xhr.status },
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError({ type: 'about:blank', title: 'Network error', status: NETWORK_ERROR_STATUS }));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append(options.fieldName ?? 'file', file);
    xhr.send(form);
  });
}

/**
 * Sends one file as multipart with upload progress (fetch cannot report it), with the bearer token and
 * language like every other call; an expired token is renewed once and the upload retried.
 */
export async function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  try {
    return (await sendMultipart<T>(path, file, options)).body;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    await renewToken();
    options.onProgress?.(0);
    return (await sendMultipart<T>(path, file, options)).body;
  }
}

/** Downloads a protected file (bearer token) and hands it to the browser under its name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const fetchOnce = () =>
    fetch(path, {
      headers: {
        Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.accessToken) ?? ''}`,
        'Accept-Language': currentLanguage(),
      },
    });
  let response = await fetchOnce();
  if (response.status === 401) {
    await renewToken();
    response = await fetchOnce();
  }
  if (!response.ok) throw await readApiError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
