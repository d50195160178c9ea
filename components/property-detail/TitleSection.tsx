import { titleText as text } from '@/lib/messages/listing-terms';
import type { PropertyDetail } from '@/lib/vst/property';
import styles from './PropertyPage.module.css';

/** Titles held by a family or community: the people who must sign are not one registered owner. */
const FAMILY_LAND = new Set(['customary', 'excision_gazette']);

/**
 * The title the seller declares, what it means in plain words, whether our staff have seen its
 * documents, and what a buyer should check before paying. Left out when the listing names no title.
 */
export function TitleSection({ title }: { title: PropertyDetail['title'] }) {
  if (!title) return null;
  return (
    <section className={styles.section} aria-labelledby="title-heading" data-testid="listing-title">
      <h2 id="title-heading">{text.heading}</h2>
      <p className={styles.titleName}>{text.names[title.type]}</p>
      {title.documents_seen ? (
        <p className={styles.titleSeen}>
          <strong>{text.documentsSeen}</strong> <span>{text.documentsSeenHint}</span>
        </p>
      ) : null}
      <p>{text.meanings[title.type]}</p>
      <h3 className={styles.checklistHeading}>{text.checklistHeading}</h3>
      <ul className={styles.checklist}>
        <li>{text.checklist.search}</li>
        <li>{text.checklist.chart}</li>
        <li>{text.checklist.visit}</li>
        <li>{FAMILY_LAND.has(title.type) ? text.checklist.signFamily : text.checklist.signIndividual}</li>
      </ul>
    </section>
  );
}
