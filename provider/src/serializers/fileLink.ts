const encodedKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** Stored file keys become absolute links on the provider's public base (the contract's file links). */
export const fileLink = (publicUrl: string, key: string) => `${publicUrl}/files/${encodedKey(key)}`;

/**
 * A private file's link (identity documents, title documents, unpaid adverts): it opens only with
 * the bearer token of a user the provider lets read that file (queries/files.ts), never by itself.
 */
export const privateFileLink = (publicUrl: string, key: string) => `${publicUrl}/private-files/${encodedKey(key)}`;

/** A stored link that is either absolute (an owner's video URL) or root-relative to the provider (`/files/...`). */
export const resolveLink = (publicUrl: string, link: string | null) => (link?.startsWith('/') ? `${publicUrl}${link}` : link);

export const optionalFileLink = (publicUrl: string, key: string | null) => (key ? fileLink(publicUrl, key) : null);
export const optionalPrivateFileLink = (publicUrl: string, key: string | null) => (key ? privateFileLink(publicUrl, key) : null);
