import { bannerSources, banners } from './banners';
import { floorPlanFiles, illustrationFile, propertyImageFiles } from './images/catalog';
import { tipIllustrations } from './tips';
import type { SeedFile } from './types';
import { homeTourVideo } from './video';

/** Every generated file the seed refers to, each once; bodies are drawn on each call. */
export function seedFiles(): SeedFile[] {
  const bannerFiles = banners.map((banner, index) => illustrationFile(banner.imageKey, bannerSources[index].motif, banner.title, 'banner'));
  const tipFiles = tipIllustrations.map(({ key, motif, title }) => illustrationFile(key, motif, title, 'article'));
  return [...propertyImageFiles(), ...floorPlanFiles(), ...tipFiles, ...bannerFiles, homeTourVideo()];
}
