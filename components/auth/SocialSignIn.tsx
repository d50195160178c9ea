import { buttonClassName } from '@/components/ui/Button';
import { authText } from '@/lib/messages/auth';
import type { SocialProvider } from '@/lib/forms/auth';
import styles from './SocialSignIn.module.css';

const labels: Record<SocialProvider, string> = {
  facebook: authText.continueWithFacebook,
  google: authText.continueWithGoogle,
};

/**
 * Links that start social sign-in with the networks the server offers (`socialSignInProviders()`), or
 * nothing when it offers none. They are plain links, not client navigation: the start route answers
 * with a redirect to the network's authorization page.
 */
export function SocialSignIn({ providers, next }: { providers: readonly SocialProvider[]; next?: string }) {
  if (providers.length === 0) return null;
  const query = next ? `?${new URLSearchParams({ next })}` : '';
  return (
    <div className={styles.social}>
      {providers.map((provider) => (
        <a key={provider} href={`/api/auth/social/${provider}/start${query}`} className={buttonClassName('secondary', true)}>
          {labels[provider]}
        </a>
      ))}
      <p className={styles.divider}>
        <span>{authText.orUseEmail}</span>
      </p>
    </div>
  );
}
