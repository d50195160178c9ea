'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { Button, buttonClassName } from '@/components/ui/Button';
import { messages } from '@/lib/messages';

type ErrorPageProps = { error: unknown; retry: () => void };

/**
 * A page that failed to render (often the provider being down or slow). `retry` re-fetches the
 * server data and re-renders the page, which `reset` alone would not do.
 */
export default function ErrorPage({ error, retry }: ErrorPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusMessage
      title="Something went wrong"
      actions={
        <>
          <Button onClick={retry}>Try again</Button>
          <Link href="/" className={buttonClassName('secondary')}>Go to the home page</Link>
        </>
      }
    >
      <p>{messages.pageFailed}</p>
    </StatusMessage>
  );
}
