import type { AppConfig } from './config.ts';
import { LocalDiskStorage, type FileStorage } from './storage.ts';
import { S3Storage } from './storage-s3.ts';

/** The file storage the configuration names: the local folder by default, an S3 bucket with STORAGE=s3. */
export function createStorage(config: Pick<AppConfig, 'storage' | 'filesDir'>): FileStorage {
  const storage = config.storage;
  if (storage.driver === 'local') return new LocalDiskStorage(config.filesDir);
  return new S3Storage(storage);
}
