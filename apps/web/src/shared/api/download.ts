import { startDownload } from '../downloads/download-manager.ts';

export { fileNameOf } from '../downloads/download-manager.ts';

/**
 * Downloads an authenticated file and hands it to the browser through the download manager, reporting the bytes
 * received (the total is unknown for streamed exports, so progress here is bytes, not a percentage).
 */
export function downloadFile(path: string, fallbackName: string, onProgress?: (receivedBytes: number) => void): Promise<void> {
  return startDownload(path, fallbackName, { onBytes: onProgress });
}
