// Makes the installed app's icons (public/icons/) from the site's icon (app/icon.svg): 192 and
// 512 px, and a 512 px maskable one whose house sits inside the middle 80 %, the part every
// launcher's mask keeps. Run again after changing app/icon.svg: `node scripts/make-app-icons.mjs`.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const icon = readFileSync(new URL('app/icon.svg', root));
// The same house on a full-bleed square, shrunk to 60 % of the side (within the 80 % safe zone).
const maskable = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0b6e4f"/>' +
    '<g transform="translate(16 16) scale(0.6) translate(-16 -17)"><path d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="#fff"/></g></svg>',
);

const outputs = [
  { svg: icon, size: 192, file: 'icon-192.png' },
  { svg: icon, size: 512, file: 'icon-512.png' },
  { svg: maskable, size: 512, file: 'maskable-512.png' },
];
for (const { svg, size, file } of outputs) {
  await sharp(svg, { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(new URL(`public/icons/${file}`, root).pathname);
  console.log(`public/icons/${file}`);
}
