import { cardText, featuredAddress, featuredName, truncate } from './text';

describe('truncate with the card rule', () => {
  it('keeps texts of 15 characters or fewer', () => {
    expect(truncate('Lekki Phase One', cardText)).toBe('Lekki Phase One');
    expect(truncate('Ikoyi', cardText)).toBe('Ikoyi');
  });

  it('cuts a 16-character text to 13 characters plus two dots', () => {
    expect(truncate('Victoria Islands', cardText)).toBe('Victoria Isla..');
  });

  it('drops spaces left at the cut before adding the dots', () => {
    expect(truncate('Lekki Phase 1 Estate', cardText)).toBe('Lekki Phase 1..');
    expect(truncate('Banana Island Road', cardText)).toBe('Banana Island..');
    expect(truncate('Ajah Lekki    Road', cardText)).toBe('Ajah Lekki..');
  });

  it('does not split characters outside the basic plane', () => {
    const text = '🏠🏠🏠🏠🏠🏠🏠🏠🏠🏠🏠🏠🏠🏠🏠🏠';
    expect(truncate(text, cardText)).toBe(`${'🏠'.repeat(13)}..`);
  });

  it('returns an empty string for missing text', () => {
    expect(truncate(null, cardText)).toBe('');
    expect(truncate(undefined, cardText)).toBe('');
    expect(truncate('', cardText)).toBe('');
  });
});

describe('truncate with the featured rules', () => {
  it('keeps featured names up to 200 characters and cuts longer ones to 19', () => {
    const name200 = 'a'.repeat(200);
    expect(truncate(name200, featuredName)).toBe(name200);
    expect(truncate('b'.repeat(201), featuredName)).toBe(`${'b'.repeat(19)}..`);
  });

  it('keeps featured addresses up to 40 characters and cuts longer ones to 25', () => {
    const address40 = 'c'.repeat(40);
    expect(truncate(address40, featuredAddress)).toBe(address40);
    expect(truncate('d'.repeat(41), featuredAddress)).toBe(`${'d'.repeat(25)}..`);
    expect(truncate('15 Ademola Adetokunbo Crescent, Wuse II, Abuja', featuredAddress)).toBe(
      '15 Ademola Adetokunbo Cre..',
    );
  });
});
