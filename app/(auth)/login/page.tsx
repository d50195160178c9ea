import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { LoginForm } from '@/components/auth/LoginForm';
import { SocialSignIn } from '@/components/auth/SocialSignIn';
import { queryValue, type SearchParams } from '@/components/auth/searchParams';
import { authText } from '@/lib/messages/auth';
import { socialSignInProviders } from '@/server/social';

// Unlike the other sign-in pages (noindex in the layout), the login page is one people search for;
// its `?next=` variants canonicalise to it.
export const metadata: Metadata = {
  title: authText.loginTitle,
  robots: { index: true, follow: true },
  alternates: { canonical: '/login' },
};

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  // Where the user was going before sign-in; the server decides whether it is safe to return to.
  const next = queryValue((await searchParams).next);
  return (
    <AuthCard
      title={authText.loginTitle}
      titleId="login-title"
      intro={authText.loginIntro}
      footer={
        <>
          {authText.noAccount} <Link href="/register">{authText.registerLink}</Link>
        </>
      }
    >
      <SocialSignIn providers={socialSignInProviders()} next={next} />
      <LoginForm next={next} labelledBy="login-title" />
    </AuthCard>
  );
}
