'use client';

import Script from 'next/script';
import { usePathname } from 'next/navigation';

/**
 * Pages whose address holds a secret (the password-reset token, the confirmation reference, an alert
 * e-mail's unsubscribe token, a social sign-in's one-time `code` and `state`): no third-party script
 * may run there and read it from the address.
 */
const pagesWithoutLiveChat = ['/reset_password', '/account/confirm', '/alerts/unsubscribe', '/listing/confirm', '/social_auth'];

const isPageWithoutLiveChat = (pathname: string) =>
  pagesWithoutLiveChat.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * The third-party live-chat widget. It is configured by environment and left out when unset,
 * so builds, tests and local runs make no outside request. Loaded when the browser is idle, after
 * everything else, so it never slows the page. A client component only to know the page: the root
 * layout that renders it cannot.
 */
export function LiveChat() {
  const pathname = usePathname();
  const src = process.env.NEXT_PUBLIC_LIVE_CHAT_SRC;
  if (!src || isPageWithoutLiveChat(pathname)) return null;
  return <Script id="live-chat" src={src} strategy="lazyOnload" />;
}
