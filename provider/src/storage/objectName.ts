const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Where the bytes named by a sha256 are kept, in a folder or a bucket: `ab/cd/abcd…`, two levels of
 * fan-out so no directory holds every file. Anything but a sha256 is refused, so a name can never
 * climb out of the folder or the bucket's prefix.
 */
export function objectName(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`Not a sha256: ${sha256}`);
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}
