import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './fileStorage';
import { objectName } from './objectName';
import type { S3Settings } from './s3Settings';

/**
 * How long the bucket may take to accept a connection, and to answer once a request is sent. The
 * SDK's own default waits for ever: a bucket that took the connection and never answered would hold
 * the seed at start-up and every file request open. A request past either limit fails (after the
 * SDK's retries), and the provider answers that call with an error.
 */
export const S3_TIMEOUTS = { connectionMs: 3_000, requestMs: 30_000 };

export function s3Client(settings: S3Settings, timeouts = S3_TIMEOUTS): S3Client {
  return new S3Client({
    requestHandler: { connectionTimeout: timeouts.connectionMs, requestTimeout: timeouts.requestMs, throwOnRequestTimeout: true },
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // The SDK's newer default checksums (CRC32 trailers) are refused by several S3-compatible stores;
    // content-addressed objects are named by their sha256, which the provider checks anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The file storage in a bucket, for providers on machines that share no disk: objects named
 * `<prefix>ab/cd/abcd…`, as the files on disk. A put of the same bytes rewrites the same object, which S3
 * makes atomic (a reader sees the old or the new object, never half of one).
 */
export function s3FileStorage(settings: S3Settings, client: S3Client = s3Client(settings)): FileStorage {
  const Bucket = settings.bucket;
  const keyOf = (sha256: string, variant?: string) => `${settings.prefix}${objectName(sha256, variant)}`;
  return {
    async put(sha256, bytes, variant) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(sha256, variant), Body: bytes, ContentType: 'application/octet-stream' }));
    },
    async get(sha256, variant) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(sha256, variant) }));
        if (!Body) throw new Error(`The bucket answered ${keyOf(sha256, variant)} without a body`);
        return Buffer.from(await Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async delete(sha256, variant) {
      // S3 answers a delete of an absent object with success, as the disk storage does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(sha256, variant) }));
    },
  };
}
