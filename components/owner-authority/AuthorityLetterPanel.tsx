import { ownerAuthorityText as text } from '@/lib/messages/owner-authority';
import type { OwnLetterResponse } from '@/lib/vst/owner-authority';
import { AuthorityLetterForm } from './AuthorityLetterForm';
import styles from './OwnerAuthority.module.css';

/**
 * The listing's letter of authority, on its edit page: what staff made of the last letter sent (its
 * link opens privately, for the advertiser and staff only), and the form that sends a new one.
 */
export function AuthorityLetterPanel({ propertyId, authority }: { propertyId: number; authority: OwnLetterResponse }) {
  const { letter } = authority;
  return (
    <section aria-labelledby="owner-authority" className={styles.panel}>
      <h2 id="owner-authority">{text.panelTitle}</h2>
      <p>{text.panelIntro(authority.letter_from)}</p>
      {letter ? (
        <div data-testid="authority-letter-status">
          <p>
            {text.status[letter.status](letter.name)}{' '}
            <a href={letter.link} target="_blank" rel="noopener noreferrer">{text.openLetter}</a>
          </p>
          {letter.status === 'refused' && letter.reason ? <p>{text.refusedBecause(letter.reason)}</p> : null}
        </div>
      ) : (
        <p>{text.noLetter}</p>
      )}
      <AuthorityLetterForm propertyId={propertyId} />
    </section>
  );
}
