import { Spinner } from '@/components/ui/Spinner';

/** Shown while the dashboard's private data loads. Public pages have no loading boundary: their HTML must arrive whole, for crawlers and visitors without JavaScript. */
export default function Loading() {
  return (
    <div className="container">
      <Spinner label="Loading the page…" />
    </div>
  );
}
