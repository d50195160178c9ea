'use client';

import { useEffect } from 'react';
import { toast } from 'sonner';
import { takeFlashToast } from './flashToast';

/** Shows a toast queued by the previous page before it reloaded (see flashToast.ts). */
export function FlashToast() {
  useEffect(() => {
    const message = takeFlashToast();
    if (message) toast.success(message);
  }, []);
  return null;
}
