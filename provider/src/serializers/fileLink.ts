/** Stored file keys become absolute links on the provider's public base (the contract's file links). */
export const fileLink = (publicUrl: string, key: string) =>
  `${publicUrl}/files/${key.split('/').map(encodeURIComponent).join('/')}`;

/** A stored link that is either absolute (an owner's video URL) or root-relative to the provider (`/files/...`). */
export const resolveLink = (publicUrl: string, link: string | null) => (link?.startsWith('/') ? `${publicUrl}${link}` : link);

export const optionalFileLink = (publicUrl: string, key: string | null) => (key ? fileLink(publicUrl, key) : null);
