import Script from 'next/script';

/**
 * The spec's third-party live-chat widget. It is configured by environment and left out when unset,
 * so builds, tests and local runs make no outside request. Loaded when the browser is idle, after
 * everything else, so it never slows the page.
 */
export function LiveChat() {
  const src = process.env.NEXT_PUBLIC_LIVE_CHAT_SRC;
  if (!src) return null;
  return <Script id="live-chat" src={src} strategy="lazyOnload" />;
}
