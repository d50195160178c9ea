import { buttonClassName } from '@/components/ui/Button';
import { authText } from '@/lib/messages/auth';
import { socialProviders, type SocialProvider } from '@/lib/forms/auth';
import styles from './SocialSignIn.module.css';

const labels: Record<SocialProvider, string> = {
  facebook: authText.continueWithFacebook,
  google: authText.continueWithGoogle,
};

/**
 * Links that start social sign-in. They are plain links, not client navigation: the start route
 * answers with a redirect to the provider's authorization page.
 */
export function SocialSignIn({ next }: { next?: string }) {
  const query = next ? `?${new URLSearchParams({ next })}` : '';
  return (
    <div className={styles.social}>
      {socialProviders.map((provider) => (
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
