import type { Metadata } from 'next';
import { connection } from 'next/server';
import { RegisterPanel } from '@/components/auth/RegisterPanel';
import { authText } from '@/lib/messages/auth';
import { socialSignInProviders } from '@/server/social';

export const metadata: Metadata = { title: authText.registerTitle };

export default async function RegisterPage() {
  // Rendered per request: which social networks are offered is read from the running server's
  // environment, not frozen into the build.
  await connection();
  return <RegisterPanel socialProviders={socialSignInProviders()} />;
}
