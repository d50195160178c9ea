import type { Metadata } from 'next';
import Link from 'next/link';
import { LegalDocument } from '@/components/layout/LegalDocument';

export const metadata: Metadata = {
  title: 'Terms of use',
  description: 'The rules for using NaijaHomes to find, list, buy and rent property in Nigeria.',
  alternates: { canonical: '/terms' },
};

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of use"
      updated="2026-11-22"
      summary={
        <p>
          NaijaHomes connects people looking for property with owners, agents and service professionals. We do not own
          the properties listed, and we are not a party to any sale, lease or service agreed through the site.
        </p>
      }
    >
      <h2>1. Who we are and what these terms cover</h2>
      <p>
        These terms apply to everyone who visits or uses the NaijaHomes website and its services, including property
        listings, the affordability calculator, mortgage pre-approval requests, home services and advertising. By using
        the site you agree to them. If you do not agree, please do not use the site.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 18 years old to create an account.</li>
        <li>Give accurate details and keep them up to date. One person, one account.</li>
        <li>Keep your password to yourself. You are responsible for what is done through your account.</li>
        <li>Tell us at once at <a href="mailto:hello@naijahomes.example">hello@naijahomes.example</a> if you think someone else has used it.</li>
      </ul>

      <h2>3. Listing a property</h2>
      <p>If you list a property or send us one to list, you confirm that:</p>
      <ul>
        <li>you own it or have the owner&apos;s written authority to market it;</li>
        <li>the description, price in naira, size, photos and documents are true and current;</li>
        <li>the property is free of undisclosed disputes, encumbrances or government acquisition notices that you know of;</li>
        <li>you will remove or update the listing promptly once it is sold, let or withdrawn.</li>
      </ul>
      <p>
        We may review, edit for clarity, decline or remove any listing, and may ask for proof of ownership or authority
        (such as a Certificate of Occupancy, Governor&apos;s Consent, deed of assignment or survey plan) before publishing it.
      </p>

      <h2>4. Buying or renting through the site</h2>
      <p>
        Listings are provided by owners and agents. Before paying any money, inspect the property in person, verify the
        title documents at the relevant state land registry and, where appropriate, use a lawyer and a registered
        surveyor. Never pay inspection, agency or rent fees to someone you have not verified. NaijaHomes will never ask
        you to pay for a property into a personal bank account.
      </p>

      <h2>5. Payments, adverts and home services</h2>
      <p>
        Paid services (such as adverts and featured listings) are charged in naira through licensed payment gateways.
        The price and what it includes are shown before you pay. Fees already used to publish an advert are not
        refundable, except where the law requires or where we fail to provide the service. Home-service professionals are
        independent; any agreement for their work is between you and them.
      </p>

      <h2>6. Acceptable use</h2>
      <p>You must not:</p>
      <ul>
        <li>post false, misleading, discriminatory or unlawful content, or property you have no right to market;</li>
        <li>use the site to defraud, harass or spam anyone, or collect other users&apos; details;</li>
        <li>copy listings or data in bulk, or interfere with the site&apos;s security or operation.</li>
      </ul>
      <p>We may suspend or close accounts that break these rules and report suspected fraud to the authorities.</p>

      <h2>7. Content and intellectual property</h2>
      <p>
        You keep ownership of the photos and text you upload, and give us a licence to show them on the site and in our
        marketing of your listing. The NaijaHomes name, design and software belong to us.
      </p>

      <h2>8. Our responsibility</h2>
      <p>
        We work to keep the site accurate and available but cannot guarantee that every listing is correct or that the
        site will always be free of interruption. To the extent the law allows, we are not liable for losses arising from
        dealings between users. Nothing in these terms limits rights you have under the Federal Competition and Consumer
        Protection Act 2018.
      </p>

      <h2>9. Privacy</h2>
      <p>
        How we handle your personal data is explained in our <Link href="/privacy">privacy policy</Link>.
      </p>

      <h2>10. Changes, law and disputes</h2>
      <p>
        We may update these terms; the date above shows when they last changed, and we will tell account holders of
        significant changes. These terms are governed by the laws of the Federal Republic of Nigeria. We will try to
        settle any dispute with you informally first; otherwise the courts of Lagos State have jurisdiction.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions about these terms: <a href="mailto:hello@naijahomes.example">hello@naijahomes.example</a> or{' '}
        <a href="tel:+23412804400">+234 1 280 4400</a>.
      </p>
    </LegalDocument>
  );
}
