'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/Button';
import { formatDate } from '@/lib/format/date';
import { savedSearchText } from '@/lib/messages/saved-searches';
import type { SavedSearch } from '@/lib/vst/saved-searches';
import { AlertFrequencyChoice } from './AlertFrequencyChoice';
import { DeleteSearchButton } from './DeleteSearchButton';
import { RenameSearchForm } from './RenameSearchForm';
import styles from './SavedSearches.module.css';

type SavedSearchItemProps = {
  search: SavedSearch;
  /** Its filters in words, as a new search would be named (the name may have been changed since). */
  filters: string;
  /** The listing it opens. */
  href: string;
};

/** One saved search in the dashboard: name, filters, date and alerts; open, rename (in place) or delete it. */
export function SavedSearchItem({ search, filters, href }: SavedSearchItemProps) {
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  const headingId = `saved-search-${search.id}`;

  // The form goes and its opener comes back: keyboard users go on where they were.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  return (
    <article className={styles.search} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.name}>{search.name}</h3>
      {renaming ? <RenameSearchForm id={search.id} name={search.name} onDone={() => setRenaming(false)} /> : null}
      <dl className={styles.facts}>
        <dt>{savedSearchText.filters}</dt>
        <dd>{filters}</dd>
      </dl>
      <p className={styles.date}>{savedSearchText.savedOn(formatDate(search.date_created))}</p>
      <AlertFrequencyChoice id={search.id} name={search.name} frequency={search.frequency} />
      <div className={styles.actions}>
        <Link href={href} className={buttonClassName('primary')} aria-label={savedSearchText.openLabel(search.name)}>
          {savedSearchText.open}
        </Link>
        {renaming ? null : (
          <Button ref={renameButton} variant="secondary" onClick={() => setRenaming(true)} aria-label={savedSearchText.renameLabel(search.name)}>
            {savedSearchText.rename}
          </Button>
        )}
        <DeleteSearchButton id={search.id} name={search.name} />
      </div>
    </article>
  );
}
