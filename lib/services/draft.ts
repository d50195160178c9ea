/**
 * The join-as-a-professional draft: the profile form is kept in localStorage, the image as a
 * data URL, while the user pays for the subscription; the success screen turns it back into a form.
 * Keyed by user, so another account on the same browser never uploads someone else's draft.
 */
import { z } from 'zod';
import { emptyHomeServiceText, homeServiceTextFields, type HomeServiceTextValues } from '@/lib/forms/services';

const KEY_PREFIX = 'naijahomes:join-as-pro-draft';
const draftKey = (userID: number) => `${KEY_PREFIX}:${userID}`;

const draftSchema = z.object({
  text: z.object(Object.fromEntries(homeServiceTextFields.map((field) => [field, z.string()]))) as unknown as z.ZodType<HomeServiceTextValues>,
  image: z.object({ name: z.string(), type: z.string(), dataUrl: z.string().startsWith('data:') }).nullable(),
});
export type ServiceDraft = z.infer<typeof draftSchema>;

/** False when the browser refused (storage disabled or full: a 5 MB image is near the usual quota). */
export function saveDraft(storage: Storage, userID: number, draft: ServiceDraft): boolean {
  try {
    storage.setItem(draftKey(userID), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function readDraft(storage: Storage, userID: number): ServiceDraft | null {
  try {
    const saved = storage.getItem(draftKey(userID));
    if (saved === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(saved));
    return parsed.success ? { ...parsed.data, text: { ...emptyHomeServiceText, ...parsed.data.text } } : null;
  } catch {
    return null;
  }
}

export function clearDraft(storage: Storage, userID: number): void {
  try {
    storage.removeItem(draftKey(userID));
  } catch {
    // Nothing to do: a storage that cannot be written holds no draft either.
  }
}

export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The data URL back into the file it was read from (base64 or percent-encoded). */
export function dataUrlToFile(dataUrl: string, name: string, type: string): File {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const payload = dataUrl.slice(comma + 1);
  const bytes = header.endsWith(';base64')
    ? Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(payload));
  return new File([bytes], name, { type });
}
