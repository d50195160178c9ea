import { bannerSources, banners } from './banners';
import { copiedPhotoFiles, floorPlanFiles, illustrationFile, propertyImageFiles } from './images/catalog';
import { servicePictureFiles } from './services';
import { tipIllustrations } from './tips';
import type { SeedFile } from './types';
import { homeTourVideo } from './video';

/** Every file the seed refers to, each once: photos as recipes (the seeder makes them), the home tour's bytes. */
export function seedFiles(): SeedFile[] {
  const bannerFiles = banners.map((banner, index) => illustrationFile(banner.imageKey, bannerSources[index].motif, banner.title, 'banner'));
  const tipFiles = tipIllustrations.map(({ key, motif, title }) => illustrationFile(key, motif, title, 'article'));
  return [...propertyImageFiles(), ...copiedPhotoFiles(), ...floorPlanFiles(), ...tipFiles, ...bannerFiles, ...servicePictureFiles(), homeTourVideo()];
}
