/** Stored file keys become absolute links on the provider's public base (the contract's file links). */
export const fileLink = (publicUrl: string, key: string) =>
  `${publicUrl}/files/${key.split('/').map(encodeURIComponent).join('/')}`;

export const optionalFileLink = (publicUrl: string, key: string | null) => (key ? fileLink(publicUrl, key) : null);
