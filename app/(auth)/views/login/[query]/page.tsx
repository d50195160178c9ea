import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { LoginForm } from '@/components/auth/LoginForm';
import { SocialSignIn } from '@/components/auth/SocialSignIn';
import { isPlainView, type ViewParams } from '@/lib/cached-views';
import { authText } from '@/lib/messages/auth';
import { socialSignInProviders } from '@/server/social';

// `/login` (lib/cached-views.ts signInViews): rendered on first request and served from the cache,
// the same page for every `?next=` (the form and the social links read it in the browser). Not
// prerendered at build: the social networks offered are the running server's (GOOGLE_CLIENT_ID…),
// and server/page-cache-handler.mjs keeps a copy for each set. Re-rendered at most once a minute, as the other
// public pages (a segment option must be a literal).
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

// Unlike the other sign-in pages (noindex in the layout), the login page is one people search for;
// its `?next=` variants canonicalise to it.
export const metadata: Metadata = {
  title: authText.loginTitle,
  robots: { index: true, follow: true },
  alternates: { canonical: '/login' },
};

export default async function LoginPage({ params }: { params: ViewParams }) {
  if (!(await isPlainView(params))) notFound();
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
      <SocialSignIn providers={socialSignInProviders()} />
      <LoginForm labelledBy="login-title" />
    </AuthCard>
  );
}
