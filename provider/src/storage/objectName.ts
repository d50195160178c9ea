const SHA256 = /^[0-9a-f]{64}$/;
/** A photo's variant made at upload (photoVariants/variants.ts): its width and format, `828w.webp`. */
const VARIANT = /^\d{1,4}w\.(webp|jpeg)$/;

/**
 * Where the bytes named by a sha256 are kept, in a folder or a bucket: `ab/cd/abcd…`, two levels of
 * fan-out so no directory holds every file; a variant of those bytes beside them, `ab/cd/abcd….828w.webp`.
 * Anything but a sha256 and a variant's name is refused, so a name can never climb out of the folder
 * or the bucket's prefix.
 */
export function objectName(sha256: string, variant?: string): string {
  if (!SHA256.test(sha256)) throw new Error(`Not a sha256: ${sha256}`);
  if (variant !== undefined && !VARIANT.test(variant)) throw new Error(`Not a variant: ${variant}`);
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}${variant === undefined ? '' : `.${variant}`}`;
}
