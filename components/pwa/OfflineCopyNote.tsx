'use client';

import { useEffect, useState } from 'react';
import { formatLagosDateTime } from '@/lib/format/date';
import { pwaText } from '@/lib/messages/pwa';
import { SAVED_AT_ATTRIBUTE } from '@/lib/pwa/offline-rules';
import styles from './OfflineCopyNote.module.css';

/**
 * "Saved for offline, as of {time}" on a page read from the service worker's copy: the worker marks
 * the copies it keeps (lib/pwa/offline-rules.ts `markSavedAt`); a page from the network has no mark.
 */
export function OfflineCopyNote() {
  const [savedAt, setSavedAt] = useState('');
  useEffect(() => {
    // The mark is on the document the browser loaded, read once it is there.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSavedAt(formatLagosDateTime(document.documentElement.getAttribute(SAVED_AT_ATTRIBUTE) ?? ''));
  }, []);
  if (!savedAt) return null;
  return (
    <p className={styles.note} role="status">
      {pwaText.savedForOffline(savedAt)}
    </p>
  );
}
