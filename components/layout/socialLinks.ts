/**
 * The footer's social profiles. Their addresses come from the environment so the build holds no
 * external URL; a network whose variable is unset (or not an http(s) URL) is left out.
 * NEXT_PUBLIC_ variables are inlined at build time, which is why each is named literally.
 */
export type SocialLink = { label: string; href: string };

export function socialLinks(
  env: Record<string, string | undefined> = {
    NEXT_PUBLIC_SOCIAL_FACEBOOK: process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK,
    NEXT_PUBLIC_SOCIAL_X: process.env.NEXT_PUBLIC_SOCIAL_X,
    NEXT_PUBLIC_SOCIAL_INSTAGRAM: process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM,
    NEXT_PUBLIC_SOCIAL_LINKEDIN: process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN,
  },
): SocialLink[] {
  const networks = [
    { label: 'Facebook', href: env.NEXT_PUBLIC_SOCIAL_FACEBOOK },
    { label: 'X', href: env.NEXT_PUBLIC_SOCIAL_X },
    { label: 'Instagram', href: env.NEXT_PUBLIC_SOCIAL_INSTAGRAM },
    { label: 'LinkedIn', href: env.NEXT_PUBLIC_SOCIAL_LINKEDIN },
  ];
  return networks.filter((network): network is SocialLink => isWebUrl(network.href));
}

function isWebUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
