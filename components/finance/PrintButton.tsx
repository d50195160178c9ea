'use client';

import { Button } from '@/components/ui/Button';
import { financeText } from '@/lib/messages/finance';

/** Opens the browser's print dialog; the receipt's print stylesheet leaves only the receipt on the page. */
export function PrintButton() {
  return <Button onClick={() => window.print()}>{financeText.print}</Button>;
}
