'use client';

import { COMPARE_MAX, compareTray, without, type RememberedProperty } from '@/lib/browser-list';
import { compareText as text } from '@/lib/messages/compare';

const ANNOUNCE = 'naijahomes:compare-announce';

/** Says a tray change in the tray's live region, wherever on the page it was made. */
export function announce(message: string) {
  window.dispatchEvent(new CustomEvent(ANNOUNCE, { detail: message }));
}

export function onAnnounce(listener: (message: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(ANNOUNCE, handle);
  return () => window.removeEventListener(ANNOUNCE, handle);
}

/** Adds the home to the tray, or takes it out when it is there; a full tray refuses and says why. */
export function toggleCompare(item: RememberedProperty) {
  const tray = compareTray.read();
  if (tray.some((entry) => entry.id === item.id)) {
    removeFromCompare(item);
  } else if (tray.length >= COMPARE_MAX) {
    announce(text.full);
  } else {
    // Added at the end: the table's columns keep the order homes were chosen in.
    compareTray.write([...tray, item]);
    announce(text.added(item.name, tray.length + 1));
  }
}

export function removeFromCompare(item: Pick<RememberedProperty, 'id' | 'name'>) {
  compareTray.write(without(compareTray.read(), item.id));
  announce(text.removed(item.name));
}

