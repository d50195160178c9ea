import { shareImage, whatsAppShareHref } from './share';

describe('whatsAppShareHref', () => {
  it('carries the text and the page address, encoded', () => {
    const href = whatsAppShareHref('Palm Court, ₦45,000,000 & more', 'https://naijahomes.example/property/7');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe('Palm Court, ₦45,000,000 & more https://naijahomes.example/property/7');
  });
});

describe('shareImage', () => {
  it('describes a 1200x630 JPEG with its alt text', () => {
    expect(shareImage('/og/property/7', 'Palm Court')).toEqual({ url: '/og/property/7', alt: 'Palm Court', width: 1200, height: 630, type: 'image/jpeg' });
  });
});
