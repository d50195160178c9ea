import { Spinner } from '@/components/ui/Spinner';
import { uiText } from '@/lib/messages/ui';

/**
 * The loading state of the signed-in pages (each segment's loading.tsx re-exports it). Public pages
 * have no loading boundary: their HTML must arrive whole, for crawlers and visitors without
 * JavaScript, and a streamed not-found would answer 200 instead of 404.
 */
export function PrivatePageLoading() {
  return (
    <div className="container">
      <Spinner label={uiText.loadingPage} />
    </div>
  );
}
