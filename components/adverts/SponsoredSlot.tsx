import { advertClickPath, advertHost } from '@/lib/adverts/sponsored';
import { imageVariantProps } from '@/lib/images/variants';
import { sponsoredText } from '@/lib/messages/adverts';
import type { SponsoredAdvert } from '@/lib/vst/adverts';
import { getActiveAdverts } from '@/server/vst/adverts';
import { ImpressionBeacon } from './ImpressionBeacon';
import styles from './SponsoredSlot.module.css';

/** Every slot shows the same (cached) list, so one provider read a minute serves the whole site. */
const SLOT_ADVERTS = 3;

/**
 * A sponsored slot (home page, listings, property page): the adverts running now, each labelled as an
 * advert, its link going out through the counting click route with `rel="sponsored noopener"`. With
 * no advert running, or a provider that cannot say, the slot is not there at all.
 */
export async function SponsoredSlot({ placement }: { placement: 'home' | 'listings' | 'property' }) {
  const adverts = await getActiveAdverts(SLOT_ADVERTS);
  if (adverts.length === 0) return null;
  const headingId = `sponsored-${placement}`;
  return (
    <section className={styles.slot} aria-labelledby={headingId} data-testid="sponsored-slot">
      <h2 id={headingId} className={styles.heading}>{sponsoredText.slotTitle}</h2>
      <ImpressionBeacon>
        <ul className={styles.list}>
          {adverts.map((advert) => (
            <li key={advert.advertID} data-advert-id={advert.advertID}>
              <SponsoredAdvertCard advert={advert} placement={placement} />
            </li>
          ))}
        </ul>
      </ImpressionBeacon>
    </section>
  );
}

function SponsoredAdvertCard({ advert, placement }: { advert: SponsoredAdvert; placement: string }) {
  const titleId = `sponsored-${placement}-${advert.advertID}`;
  const host = advertHost(advert.link);
  return (
    <article className={styles.advert} aria-labelledby={titleId}>
      <p className={styles.label}>{sponsoredText.advertLabel}</p>
      <AdvertMedia advert={advert} />
      <h3 id={titleId} className={styles.title}>{advert.title}</h3>
      <p className={styles.description}>{advert.description}</p>
      {host ? (
        // Out through the click route (it counts, then redirects to the stored link), as portals open adverts: a new tab.
        <a href={advertClickPath(advert.advertID)} rel="sponsored noopener" target="_blank" className={styles.visit}>
          {sponsoredText.visit(host)}
          <span className="visually-hidden"> {sponsoredText.opensInNewTab}</span>
        </a>
      ) : null}
    </article>
  );
}

/** The uploaded document as the advert's picture, clip or words; a PDF or AVI is told by its title and description alone. */
function AdvertMedia({ advert }: { advert: SponsoredAdvert }) {
  switch (advert.media) {
    case 'image':
      // Variants in srcset (lib/images/variants.ts).
      // eslint-disable-next-line @next/next/no-img-element
      return <img {...imageVariantProps(advert.file_link, 'tile')} alt={advert.description} className={styles.media} loading="lazy" decoding="async" />;
    case 'video':
      return <video src={advert.file_link} className={styles.media} controls muted playsInline preload="metadata" aria-label={advert.title} />;
    case 'text':
      return advert.text ? <p className={styles.text}>{advert.text}</p> : null;
    default:
      return null;
  }
}
