import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RegisterPanel } from '@/components/auth/RegisterPanel';
import { isPlainView, type ViewParams } from '@/lib/cached-views';
import { authText } from '@/lib/messages/auth';
import { socialSignInProviders } from '@/server/social';

// `/register` (lib/cached-views.ts signInViews): rendered on first request and served from the cache.
// Not prerendered at build: the social networks offered are the running server's, and
// server/page-cache-handler.mjs keeps a copy for each set. Re-rendered at most once a minute, as the other
// public pages (a segment option must be a literal).
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: authText.registerTitle };

export default async function RegisterPage({ params }: { params: ViewParams }) {
  if (!(await isPlainView(params))) notFound();
  return <RegisterPanel socialProviders={socialSignInProviders()} />;
}
