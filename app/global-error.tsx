'use client';

import { StatusMessage } from '@/components/layout/StatusMessage';
import { Button } from '@/components/ui/Button';
import { messages } from '@/lib/messages';
import './globals.css';

/**
 * Replaces the root layout when the layout itself fails, so it brings its own document and
 * styles. It stays minimal: no nav or footer, which may be what failed.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-NG">
      <body>
        <title>Something went wrong | NaijaHomes</title>
        <main id="main">
          <StatusMessage title="Something went wrong" actions={<Button onClick={retry}>Try again</Button>}>
            <p>{messages.pageFailed}</p>
          </StatusMessage>
        </main>
      </body>
    </html>
  );
}
