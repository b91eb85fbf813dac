import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contract';

/** A screen's code failed to download or took longer than CHUNK_LOAD_TIMEOUT_MS (spec point 8). */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('chunk-load-failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  // Browsers word it differently; these are the dynamic-import failures of Chromium, Firefox and Safari.
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(message);
}

export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}
