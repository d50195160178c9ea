import type { Metadata } from 'next';
import { RegisterPanel } from '@/components/auth/RegisterPanel';
import { authText } from '@/lib/messages/auth';
import { socialSignInProviders } from '@/server/social';

// `/register`, rewritten here by proxy.ts once it has sent signed-in visitors to the dashboard:
// rendered on first request and served from the cache. Not prerendered at build: the social networks
// offered are the running server's, which the segment names so that each setting has its own copy
// (lib/cached-views.ts, signInViewPath). Re-rendered at most once a minute, as the other public pages
// (a segment option must be a literal).
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: authText.registerTitle };

export default function RegisterPage() {
  return <RegisterPanel socialProviders={socialSignInProviders()} />;
}
