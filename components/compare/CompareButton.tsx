'use client';

import { compareTray, type RememberedProperty } from '@/lib/browser-list';
import { compareText as text } from '@/lib/messages/compare';
import { useBrowserList } from '@/components/property/useBrowserList';
import { toggleCompare } from './compareActions';
import styles from './Compare.module.css';

/** "Compare" on a card or a property page: a toggle, pressed while the home is in the tray. */
export function CompareButton({ property, className }: { property: RememberedProperty; className?: string }) {
  const inTray = useBrowserList(compareTray).some((entry) => entry.id === property.id);
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ''}`}
      aria-pressed={inTray}
      aria-label={text.addLabel(property.name)}
      onClick={() => toggleCompare(property)}
    >
      {text.add}
    </button>
  );
}
