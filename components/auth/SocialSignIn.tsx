'use client';

import type { MouseEvent } from 'react';
import { buttonClassName } from '@/components/ui/Button';
import { authText } from '@/lib/messages/auth';
import type { SocialProvider } from '@/lib/forms/auth';
import { nextOfAddress } from './nextOfAddress';
import styles from './SocialSignIn.module.css';

const labels: Record<SocialProvider, string> = {
  facebook: authText.continueWithFacebook,
  google: authText.continueWithGoogle,
};

/** The start route's address, with where to go once signed in. */
function socialStartHref(provider: SocialProvider, next: string | undefined): string {
  return `/api/auth/social/${provider}/start${next ? `?${new URLSearchParams({ next })}` : ''}`;
}

/**
 * Links that start social sign-in with the networks the server offers (`socialSignInProviders()`), or
 * nothing when it offers none. They are plain links, not client navigation: the start route answers
 * with a redirect to the network's authorization page. The page they sit on is cached for every
 * `?next=`, so that return address is added from the address when a link is followed (and read from
 * the Referer by the start route when the page's script has not run yet).
 */
export function SocialSignIn({ providers }: { providers: readonly SocialProvider[] }) {
  if (providers.length === 0) return null;
  const withNext = (provider: SocialProvider) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = socialStartHref(provider, nextOfAddress());
  };
  return (
    <div className={styles.social}>
      {providers.map((provider) => (
        <a key={provider} href={socialStartHref(provider, undefined)} onClick={withNext(provider)} className={buttonClassName('secondary', true)}>
          {labels[provider]}
        </a>
      ))}
      <p className={styles.divider}>
        <span>{authText.orUseEmail}</span>
      </p>
    </div>
  );
}
