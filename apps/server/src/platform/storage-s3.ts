import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type FileStorage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2…); absent means AWS itself. */
  endpoint?: string | undefined;
  region: string;
  /** Absent: the SDK's own chain (environment, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `bucket` in the path rather than the host name: what most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** Keys are kept under this prefix, so one bucket can hold several portals (or a portal and its backups). */
  prefix?: string | undefined;
  /** Size of each part of a multipart upload; the SDK's minimum is 5 MB. */
  partSizeBytes?: number;
}

const MIN_PART_BYTES = 5 * 1024 * 1024;

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3 bucket. Uploads stream through the SDK's managed upload: a file smaller than one part is
 * one PUT, a larger one a multipart upload of `partSizeBytes` parts, two in flight, so memory stays
 * bounded whatever the file's size. An object appears under its key only when the upload completes
 * (S3 has no partial objects); a failed upload is aborted, and a killed process leaves at most
 * invisible parts, which a bucket lifecycle rule ends (docs/operations.md).
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;
  private readonly partSize: number;

  constructor(options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    };
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
    this.partSize = Math.max(MIN_PART_BYTES, options.partSizeBytes ?? 8 * 1024 * 1024);
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix + key;
  }

  async write(key: string, body: Readable): Promise<void> {
    // The SDK sizes its parts from a `size` or `length` the source happens to have (the upload meter counts
    // its bytes in `size`, 0 at the start): it gets a plain stream that has neither.
    const source = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: source },
      partSize: this.partSize,
      queueSize: 2,
      leavePartsOnError: false,
    });
    // A source that fails (too large, client gone) ends the upload: the SDK alone would wait for more bytes.
    const failed = new Promise<never>((_, reject) => {
      body.once('error', (err) => {
        source.destroy(err);
        void upload.abort().catch(() => undefined);
        reject(err);
      });
    });
    body.pipe(source);
    const done = upload.done();
    // Whichever settles second must not surface as an unhandled rejection.
    done.catch(() => undefined);
    failed.catch(() => undefined);
    await Promise.race([done, failed]);
  }

  async read(key: string): Promise<Readable> {
    const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    const body = result.Body;
    if (body instanceof Readable) return body;
    if (!body) return Readable.from([]);
    return Readable.fromWeb((body as { transformToWebStream(): ReadableStream }).transformToWebStream() as never);
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  /** Every key under the prefix, a page at a time (the backup and the sweep walk the bucket with it). */
  async *list(): AsyncGenerator<{ key: string; lastModified: Date | undefined }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(this.prefix.length), lastModified: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Objects older than `maxAgeMs` that no row names (bytes whose row was never written). */
  async sweep(maxAgeMs: number, isKnown: (keys: string[]) => Promise<Set<string>>): Promise<number> {
    const cutoff = Date.now() - maxAgeMs;
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const known = await isKnown(batch);
      for (const key of batch) {
        if (known.has(key)) continue;
        await this.remove(key);
        removed += 1;
      }
      batch = [];
    };
    for await (const object of this.list()) {
      if (!object.lastModified || object.lastModified.getTime() >= cutoff) continue;
      batch.push(object.key);
      if (batch.length >= 500) await flush();
    }
    if (batch.length > 0) await flush();
    return removed;
  }

  close(): void {
    this.client.destroy();
  }
}
