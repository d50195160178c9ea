import 'server-only';
import path from 'node:path';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { MAX_INPUT_PIXELS } from '@/server/images/resize';
import { escapeMarkup } from '@/lib/escape-markup';
import { messages } from '@/lib/messages';
import { SHARE_IMAGE } from '@/lib/share';
import type { VstResult } from '@/server/vst/result';

/**
 * Share previews (og:image): what WhatsApp, Facebook and X show for a link. They render no SVG and
 * want a large raster, so each preview is a 1200x630 JPEG of at most 300 kB: the page's photo (a
 * JPEG, an SVG drawing, or the brand colour when there is none), darkened at the foot, with its
 * title and up to two lines of detail (a property's price in naira and its place). Text is drawn with
 * the DejaVu fonts from the `dejavu-fonts-ttf` package, which have the naira sign, so nothing is
 * fetched and no system font is needed. The routes under app/og/ are cached like pages.
 */

const MAX_BYTES = 300 * 1024;
const QUALITIES = [82, 70, 58, 46];
const MARGIN = 56;
const TEXT_WIDTH = SHARE_IMAGE.width - 2 * MARGIN;
const BRAND = '#0b6e4f';
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
const BOLD = { family: 'DejaVu Sans Bold', file: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf') };
const REGULAR = { family: 'DejaVu Sans', file: path.join(FONT_DIR, 'DejaVuSans.ttf') };
const TITLE_LENGTH = 80;

export type SharePreview = {
  /** The picture's bytes (JPEG, PNG, WebP or SVG), or null for the brand colour. */
  photo: Buffer | null;
  title: string;
  /** Shown under the title, the first one larger: e.g. the price, then the place. */
  details: string[];
};

function shorten(text: string, length: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= length ? plain : `${plain.slice(0, length - 1).trimEnd()}…`;
}

async function textImage(text: string, font: typeof BOLD, size: number, colour: string) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
      font: `${font.family} ${size}`,
      fontfile: font.file,
      width: TEXT_WIDTH,
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, height: info.height };
}

/** The photo cropped to fill the frame; an unreadable one, or one of too many pixels, counts as none. */
async function background(photo: Buffer | null): Promise<Sharp> {
  if (photo) {
    try {
      // density: SVG drawings are rasterised sharp enough for the frame (ignored for photos).
      // The same pixel bound as the site's resized pictures: a small file may name a huge picture.
      const frame = await sharp(photo, { density: 144, limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover' }).toBuffer();
      return sharp(frame);
    } catch {
      // Not an image sharp can read: the brand colour instead.
    }
  }
  return sharp({ create: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, channels: 3, background: BRAND } });
}

/** Darkens the lower part so white text reads on any photo. */
const shade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0.25" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.8"/>' +
    '</linearGradient></defs>' +
    `<rect width="100%" height="100%" fill="url(#g)"/><rect x="${MARGIN}" y="${MARGIN - 8}" width="236" height="52" rx="8" fill="${BRAND}"/>` +
    '</svg>',
);

export async function renderSharePreview({ photo, title, details }: SharePreview): Promise<Buffer> {
  const [brand, heading, ...lines] = await Promise.all([
    textImage('NaijaHomes', BOLD, 30, '#ffffff'),
    textImage(shorten(title, TITLE_LENGTH), BOLD, 50, '#ffffff'),
    ...details.slice(0, 2).map((line, index) => (index === 0 ? textImage(line, BOLD, 44, '#9be8c4') : textImage(line, REGULAR, 32, '#ffffff'))),
  ]);
  // Stacked upwards from the foot: the title, then each detail line under it.
  const stack = [heading!, ...lines];
  const gap = 14;
  let top = SHARE_IMAGE.height - MARGIN - stack.reduce((sum, part) => sum + part.height, 0) - gap * (stack.length - 1);
  const layers: OverlayOptions[] = [{ input: shade, left: 0, top: 0 }, { input: brand!.data, left: MARGIN + 18, top: MARGIN }];
  for (const part of stack) {
    layers.push({ input: part.data, left: MARGIN, top: Math.max(MARGIN + 60, Math.round(top)) });
    top += part.height + gap;
  }
  const composed = await (await background(photo)).composite(layers).removeAlpha().png().toBuffer();
  // A noisy photo may not fit in 300 kB at the first quality: step down until it does.
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(composed).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_BYTES) break;
  }
  return jpeg;
}

/** The route handlers' answer: the JPEG, cached by Next like the page the preview belongs to. */
export async function sharePreviewResponse(preview: SharePreview): Promise<Response> {
  const jpeg = await renderSharePreview(preview);
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
}

/**
 * A preview route's answer from a provider lookup: the preview, a 404 for what does not exist, and a
 * thrown error otherwise, so a provider fault is never cached as the preview.
 */
export async function sharePreviewOf<Data>(result: VstResult<Data>, toPreview: (data: Data) => Promise<SharePreview>): Promise<Response> {
  if (result.ok) return sharePreviewResponse(await toPreview(result.data));
  if (result.status === 404 || result.status === 422) return notFoundPreview();
  throw new Error(`Share preview: ${result.status} ${result.detail}`);
}

/** The same for a route whose `[id]` segment names what to look up; a malformed id is not found. */
export async function sharePreviewById<Data>(
  params: Promise<{ id: string }>,
  lookUp: (id: number) => Promise<VstResult<Data>>,
  toPreview: (data: Data) => Promise<SharePreview>,
): Promise<Response> {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) return notFoundPreview();
  return sharePreviewOf(await lookUp(Number(id)), toPreview);
}

export const notFoundPreview = () => new Response(messages.notFound, { status: 404 });
