import { Spinner } from '@/components/ui/Spinner';

/** Shown while a page's server data loads. */
export default function Loading() {
  return (
    <div className="container">
      <Spinner label="Loading the page…" />
    </div>
  );
}
