import Link from 'next/link';
import { buttonClassName } from '@/components/ui/Button';
import { loginPathFor } from '@/lib/routes';
import { propertyText } from '@/lib/messages/property';
import styles from './PropertyActions.module.css';

/** For visitors: why to sign up, with links that bring them back to this property after logging in. */
export function SignInPrompt({ propertyId, text = propertyText.signUpPrompt }: { propertyId: number; text?: string }) {
  return (
    <div className={styles.prompt}>
      <p>{text}</p>
      <div className={styles.promptLinks}>
        <Link href="/register" className={buttonClassName('primary')}>{propertyText.signUp}</Link>
        <Link href={loginPathFor(`/property/${propertyId}`)} className={buttonClassName('secondary')}>{propertyText.logIn}</Link>
      </div>
    </div>
  );
}
