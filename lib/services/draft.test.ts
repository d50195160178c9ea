import { emptyHomeServiceText } from '@/lib/forms/services';
import { clearDraft, dataUrlToFile, fileToDataUrl, readDraft, saveDraft } from './draft';

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
const text = { ...emptyHomeServiceText, service_title: 'Ada Plumbing', business_phone: '08012345678' };

describe('join-as-pro draft', () => {
  beforeEach(() => window.localStorage.clear());

  test('an image survives the round trip through a data URL byte for byte', async () => {
    const dataUrl = await fileToDataUrl(new File([pngBytes], 'logo.png', { type: 'image/png' }));
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    const file = dataUrlToFile(dataUrl, 'logo.png', 'image/png');
    expect(file).toMatchObject({ name: 'logo.png', type: 'image/png', size: pngBytes.length });
    expect(await fileToDataUrl(file)).toBe(dataUrl);
  });

  test('saved per user, read back, and cleared', () => {
    const draft = { text, image: { name: 'logo.png', type: 'image/png', dataUrl: 'data:image/png;base64,iVBORw==' } };
    expect(saveDraft(window.localStorage, 7, draft)).toBe(true);
    expect(readDraft(window.localStorage, 7)).toEqual(draft);
    expect(readDraft(window.localStorage, 8)).toBeNull();
    clearDraft(window.localStorage, 7);
    expect(readDraft(window.localStorage, 7)).toBeNull();
  });

  test('a damaged draft reads as none, and a refused write says so', () => {
    window.localStorage.setItem('naijahomes:join-as-pro-draft:7', '{"text":');
    expect(readDraft(window.localStorage, 7)).toBeNull();
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(saveDraft(full, 7, { text, image: null })).toBe(false);
  });
});
