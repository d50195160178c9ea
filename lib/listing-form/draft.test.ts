import { emptyListingText } from '@/lib/forms/listing';
import { clearDraft, differsFrom, draftKey, readDraft, writeDraft } from './draft';

describe('listing draft', () => {
  beforeEach(() => localStorage.clear());

  it('keys drafts by user and by form', () => {
    expect(draftKey(7)).toBe('listing-draft:7:new');
    expect(draftKey(7, 25)).toBe('listing-draft:7:25');
  });

  it('reads back what was written, only for known fields of the right kind', () => {
    const key = draftKey(1);
    writeDraft(localStorage, key, { name: 'Palm Court', features: ['2'] });
    localStorage.setItem(draftKey(2), JSON.stringify({ name: 'x', unknown: 'y', features: 'not a list' }));
    expect(readDraft(localStorage, key, emptyListingText)).toEqual({ name: 'Palm Court', features: ['2'] });
    expect(readDraft(localStorage, draftKey(2), emptyListingText)).toEqual({ name: 'x' });
  });

  it('keeps the "No inspection fee" checkbox with the text, as true or false only', () => {
    writeDraft(localStorage, draftKey(4), { ...emptyListingText, name: 'Palm Court', no_inspection_fee: true });
    expect(readDraft(localStorage, draftKey(4), emptyListingText)).toMatchObject({ name: 'Palm Court', no_inspection_fee: true });
    localStorage.setItem(draftKey(5), JSON.stringify({ name: 'x', no_inspection_fee: 'yes', description: true }));
    expect(readDraft(localStorage, draftKey(5), emptyListingText)).toEqual({ name: 'x' });
  });

  it('ignores a missing or corrupt draft and clears one', () => {
    expect(readDraft(localStorage, draftKey(3), emptyListingText)).toBeNull();
    localStorage.setItem(draftKey(3), '{oops');
    expect(readDraft(localStorage, draftKey(3), emptyListingText)).toBeNull();
    writeDraft(localStorage, draftKey(3), { name: 'a' });
    clearDraft(localStorage, draftKey(3));
    expect(localStorage.getItem(draftKey(3))).toBeNull();
  });

  it('tells a changed form from the starting one', () => {
    expect(differsFrom({ ...emptyListingText }, emptyListingText)).toBe(false);
    expect(differsFrom({ ...emptyListingText, price: '5' }, emptyListingText)).toBe(true);
  });
});
