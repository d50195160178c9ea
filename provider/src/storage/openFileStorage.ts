import type { ProviderConfig } from '../config';
import { IN_MEMORY_DATA_DIR } from '../inMemory';
import { diskFileStorage, temporaryFileStorage, type FileStorage } from './fileStorage';

/**
 * The storage the configuration names: the bucket (`s3`) when there is one, else the folder
 * `filesDir`. The S3 client is loaded only for a bucket: it is large, and a provider on disk never needs it.
 */
export async function openFileStorage({ filesDir, s3 }: Pick<ProviderConfig, 'filesDir' | 's3'>): Promise<FileStorage> {
  if (s3) return (await import('./s3FileStorage')).s3FileStorage(s3);
  return filesDir === IN_MEMORY_DATA_DIR ? temporaryFileStorage() : diskFileStorage(filesDir);
}

/** Where the files are, for the start-up log. */
export function filesPlace({ filesDir, s3 }: Pick<ProviderConfig, 'filesDir' | 's3'>): string {
  return s3 ? `bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}${s3.prefix ? ` under ${s3.prefix}` : ''}` : filesDir;
}
