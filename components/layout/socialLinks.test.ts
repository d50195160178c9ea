import { socialLinks } from './socialLinks';

describe('socialLinks', () => {
  it('lists nothing when no network is configured', () => {
    expect(socialLinks({})).toEqual([]);
  });

  it('lists the configured networks in a fixed order', () => {
    expect(
      socialLinks({
        NEXT_PUBLIC_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/naijahomes',
        NEXT_PUBLIC_SOCIAL_FACEBOOK: 'https://facebook.com/naijahomes',
      }),
    ).toEqual([
      { label: 'Facebook', href: 'https://facebook.com/naijahomes' },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/naijahomes' },
    ]);
  });

  it('leaves out values that are not web addresses', () => {
    expect(
      socialLinks({
        NEXT_PUBLIC_SOCIAL_X: 'javascript:alert(1)',
        NEXT_PUBLIC_SOCIAL_INSTAGRAM: 'instagram.com/naijahomes',
        NEXT_PUBLIC_SOCIAL_FACEBOOK: '',
      }),
    ).toEqual([]);
  });
});
