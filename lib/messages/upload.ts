/** Image uploads, checked in the browser and again, by their bytes, on the server (server/http/uploads.ts). */
export const uploadText = {
  imagesRequired: 'Choose at least one image',
  tooManyImages: (max: number) => `Choose at most ${max} images`,
  imageTooLarge: (maxMegabytes: number) => `Each image must be ${maxMegabytes} MB or smaller`,
  imageTooManyPixels: (maxMegapixels: number) => `Each image must be at most ${maxMegapixels} megapixels (for example 8000 x 6000 pixels)`,
  notAnImage: 'Only PNG, JPEG, WebP or GIF images are accepted',
  notAnImageOrPdf: 'Only PNG, JPEG, WebP or GIF images or PDF documents are accepted',
} as const;
