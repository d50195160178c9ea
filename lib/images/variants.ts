/**
 * Every public picture sized for the slot that shows it. A provider file `/media/{key}`
 * is offered to the browser as a `srcset` of variants `/img/{width}/{key}`; the browser picks the
 * width its layout and screen need from `sizes`, and the server (server/images) picks the format from
 * `Accept` and lowers width and quality for `Save-Data`. Any other link (private files, previews of
 * files being chosen, external links, the fallback drawing) is shown as it is.
 *
 * Isomorphic and small: client components (cards, the gallery) import it.
 */

export const IMAGE_VARIANT_PREFIX = '/img/';
const PUBLIC_MEDIA_PREFIX = '/media/';

/**
 * The only widths the server makes. A short fixed list keeps the variants cached per file few and
 * stops anyone filling the cache with one variant per pixel.
 */
export const VARIANT_WIDTHS = [96, 128, 192, 256, 384, 512, 640, 828, 1080, 1280, 1600, 1920] as const;

type Slot = {
  /** The `width`/`height` attributes: the slot's proportions, so the page does not shift as it loads. */
  width: number;
  height: number;
  /** How wide the slot is drawn at each viewport (CSS px), for the browser's choice of width. */
  sizes: string;
  /** The widths offered: from one that fits the slot on a plain screen to about twice its widest (a phone's dense screen). */
  smallest: number;
  largest: number;
};

/** The slots pictures are shown in; `sizes` follow the layouts' CSS (container 1200 px, 1 rem gutters). */
export const IMAGE_SLOTS = {
  /** Property, service and dashboard cards: one column on phones, two to three beside a sidebar. */
  card: { width: 400, height: 260, sizes: '(max-width: 540px) 100vw, (max-width: 900px) 50vw, 400px', smallest: 256, largest: 828 },
  /** The property page's gallery: the main column, two thirds of the page from 960 px. */
  gallery: { width: 800, height: 500, sizes: '(max-width: 960px) 100vw, 780px', smallest: 384, largest: 1600 },
  /** Floor plans in their dialog (36 rem wide at most). */
  dialog: { width: 576, height: 432, sizes: '(max-width: 608px) 100vw, 576px', smallest: 384, largest: 1280 },
  /** Page banners, the whole width behind a veil: sharpness matters little, so no more than 1600 px. */
  banner: { width: 1200, height: 300, sizes: '100vw', smallest: 640, largest: 1600 },
  /** The tip article's picture: the article column. */
  article: { width: 800, height: 450, sizes: '(max-width: 900px) 100vw, 800px', smallest: 384, largest: 1600 },
  /** Tip cards and sponsored adverts: three, two or one to a row. */
  tile: { width: 400, height: 225, sizes: '(max-width: 600px) 100vw, (max-width: 960px) 50vw, 380px', smallest: 256, largest: 828 },
  /** Small pictures in a row: recently viewed homes, the compare table, project photos (8-15 rem columns). */
  small: { width: 240, height: 160, sizes: '240px', smallest: 192, largest: 640 },
  /** A profile photo or a professional's picture beside their name. */
  avatar: { width: 112, height: 112, sizes: '112px', smallest: 128, largest: 384 },
  /** Thumbnails beside a title or on a form: related articles, files already on a listing or a profile. */
  thumb: { width: 96, height: 64, sizes: '96px', smallest: 96, largest: 256 },
} satisfies Record<string, Slot>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

export type ImageVariantProps = { src: string; srcSet?: string; sizes?: string; width: number; height: number };

/** The file key of a public file link with nothing after it (a query or fragment would not be the same file). */
function publicMediaKey(link: string): string | null {
  if (!link.startsWith(PUBLIC_MEDIA_PREFIX) || /[?#]/.test(link)) return null;
  const key = link.slice(PUBLIC_MEDIA_PREFIX.length);
  return key === '' ? null : key;
}

export function variantPath(key: string, width: number): string {
  return `${IMAGE_VARIANT_PREFIX}${width}/${key}`;
}

/**
 * The `<img>` attributes of a picture in a slot: a public file gets its variants (`src` is the one
 * for the slot's own width, for a browser without `srcset`), anything else its own link.
 */
export function imageVariantProps(link: string, slot: ImageSlot): ImageVariantProps {
  const { width, height, sizes, smallest, largest } = IMAGE_SLOTS[slot];
  const key = publicMediaKey(link);
  if (!key) return { src: link, width, height };
  const widths = VARIANT_WIDTHS.filter((candidate) => candidate >= smallest && candidate <= largest);
  const fallbackWidth = widths.find((candidate) => candidate >= width) ?? largest;
  return {
    src: variantPath(key, fallbackWidth),
    srcSet: widths.map((candidate) => `${variantPath(key, candidate)} ${candidate}w`).join(', '),
    sizes,
    width,
    height,
  };
}
