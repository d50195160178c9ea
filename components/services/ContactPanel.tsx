import { servicesText as text } from '@/lib/messages/services';
import type { HomeService } from '@/lib/vst/services';
import styles from './Services.module.css';

/** Only http(s) links are rendered: a provider could hand back anything. */
const safeLink = (link: string | null) => (link && /^https?:\/\//i.test(link) ? link : null);

/** The contact block and social links of a professional's page. */
export function ContactPanel({ service }: { service: HomeService }) {
  const website = safeLink(service.web_address);
  const social = (
    [
      ['facebook', service.facebook_link],
      ['twitter', service.twitter_link],
      ['instagram', service.instagram_link],
      ['linkedin', service.linkedin_link],
    ] as const
  ).flatMap(([name, link]) => (safeLink(link) ? [{ name, link: safeLink(link)! }] : []));
  return (
    <section className={styles.panel} aria-labelledby="contact-heading">
      <h2 id="contact-heading">{text.contactTitle}</h2>
      <dl className={styles.contact}>
        <dt>{text.phone}</dt>
        <dd><a href={`tel:${service.business_phone}`}>{service.business_phone}</a></dd>
        <dt>{text.email}</dt>
        <dd><a href={`mailto:${service.business_email}`}>{service.business_email}</a></dd>
        <dt>{text.address}</dt>
        <dd>{service.business_address}</dd>
        {website ? (
          <>
            <dt>{text.website}</dt>
            <dd><a href={website} rel="noopener noreferrer nofollow" target="_blank">{website.replace(/^https?:\/\//i, '')}</a></dd>
          </>
        ) : null}
      </dl>
      {social.length > 0 ? (
        <ul className={styles.social} aria-label={text.socialLinksLabel}>
          {social.map(({ name, link }) => (
            <li key={name}><a href={link} rel="noopener noreferrer nofollow" target="_blank">{text.social[name]}</a></li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
