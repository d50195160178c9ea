import { IntentLink } from '@/components/ui/IntentLink';
import { socialLinks } from './socialLinks';
import styles from './Footer.module.css';

const exploreLinks = [
  { href: '/properties/buy', label: 'Buy a property' },
  { href: '/sell', label: 'Sell your property' },
  { href: '/advert', label: 'Advertise with us' },
];

const accountLinks = [
  { href: '/register', label: 'Create an account' },
  { href: '/login', label: 'Log in' },
];

const legalLinks = [
  { href: '/terms', label: 'Terms of use' },
  { href: '/privacy', label: 'Privacy policy' },
];

const contact = {
  email: 'hello@naijahomes.example',
  phoneDisplay: '+234 1 280 4400',
  phoneHref: '+23412804400',
};

/** The site footer: the public pages' links, contact and, when configured, social profiles. */
export function Footer() {
  const social = socialLinks();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>NaijaHomes</h2>
          <p>Homes to buy and rent across Nigeria, priced in naira, from owners and agents you can reach directly.</p>
        </section>

        <FooterLinks id="footer-explore" title="Explore" links={exploreLinks} />
        <FooterLinks id="footer-account" title="Your account" links={accountLinks} />

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>Contact us</h2>
          <ul className={styles.list}>
            <li><a href={`mailto:${contact.email}`}>{contact.email}</a></li>
            <li><a href={`tel:${contact.phoneHref}`}>{contact.phoneDisplay}</a></li>
            {social.map((network) => (
              <li key={network.label}>
                <a href={network.href} target="_blank" rel="noopener noreferrer">
                  {network.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={`container ${styles.bottom}`}>
        <p>© {new Date().getFullYear()} NaijaHomes. All rights reserved.</p>
        <ul className={styles.legal}>
          {legalLinks.map((link) => (
            <li key={link.href}><IntentLink href={link.href}>{link.label}</IntentLink></li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}><IntentLink href={link.href}>{link.label}</IntentLink></li>
        ))}
      </ul>
    </nav>
  );
}
