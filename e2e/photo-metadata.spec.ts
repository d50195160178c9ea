import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { phoneJpeg } from '../provider/src/testing/photos';
import { ProfileTab } from './pages/ProfileTab';
import { createConfirmedUser, demoBuyer } from './support/accounts';
import { toast } from './support/toast';

test("a phone photo's GPS position and camera model are gone from the file another user downloads", async ({ page, playwright, request, baseURL }) => {
  const user = await createConfirmedUser(request, baseURL ?? '', 'photo-metadata');
  const login = await page.request.post('/api/auth/login', { headers: { origin: baseURL ?? '' }, data: { email: user.email, password: user.password } });
  expect(login.ok()).toBe(true);
  await page.goto('/dashboard?view=profile');
  const profile = new ProfileTab(page);

  const photo = await phoneJpeg();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  await profile.photoInput().setInputFiles({ name: 'IMG_2031.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(toast(page, 'Your profile photo has been changed')).toBeVisible();
  // The page shows a resized variant (re-encoded, so never with metadata); the stored file is what is checked.
  await expect(profile.photo(user.name)).toHaveAttribute('src', /^\/img\/\d+\/uploads\//);
  const src = (await profile.photo(user.name).getAttribute('src'))!.replace(/^\/img\/\d+\//, '/media/');

  // Another user, in a browser session of their own.
  const other = await playwright.request.newContext({ baseURL });
  try {
    expect((await other.post('/api/auth/login', { headers: { origin: baseURL ?? '' }, data: demoBuyer })).ok()).toBe(true);
    const downloaded = await other.get(src);
    expect(downloaded.status()).toBe(200);
    const bytes = await downloaded.body();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif, 'no EXIF block, so no GPS position').toBeUndefined();
    expect(bytes.includes('Pixel 8 Pro')).toBe(false);
    // The orientation tag is gone with the rest; the pixels were turned so the photo still stands upright.
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  } finally {
    await other.dispose();
  }
});
