import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3Settings';

/** s3rver checks every request's signature against this key pair, as S3 does against the real one. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = { settings: S3Settings; close(): Promise<void> };

/** An S3 stand-in on a free local port with one empty bucket, its objects in a temporary folder. */
export async function startS3Server(bucket = 'naijahomes-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      prefix: 'naijahomes/files/',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: S3RVER_CREDENTIALS,
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
