import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SeedFile } from './types';

/** A short walk-through clip (a WebM made once from seed illustrations) shared by the listings with a video. */
export const HOME_TOUR_VIDEO_KEY = 'seed/video/home-tour.webm';

/** Stored as a root-relative link: the provider resolves it on its public base when it serves the property. */
export const HOME_TOUR_VIDEO_LINK = `/files/${HOME_TOUR_VIDEO_KEY}`;

export function homeTourVideo(): SeedFile {
  const body = readFileSync(path.join(__dirname, '..', 'assets', 'home-tour.webm'));
  return { key: HOME_TOUR_VIDEO_KEY, contentType: 'video/webm', body };
}
