/** Sharing a page: the WhatsApp action and the preview images' words (lib/share.ts). */
export const shareText = {
  whatsApp: 'Share on WhatsApp',
  tagline: 'Homes to buy and rent across Nigeria, priced in naira',
  siteAlt: 'NaijaHomes: homes to buy and rent in Nigeria',
  /** The alt text of a preview that shows a page's picture under its title. */
  previewAlt: (title: string) => `${title} on NaijaHomes`,
};
