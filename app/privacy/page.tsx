import type { Metadata } from 'next';
import { LegalDocument } from '@/components/layout/LegalDocument';

export const metadata: Metadata = {
  title: 'Privacy policy',
  description: 'What personal data NaijaHomes collects, why, and your rights under the Nigeria Data Protection Act 2023.',
  alternates: { canonical: '/privacy' },
};

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      updated="2026-11-22"
      summary={
        <p>
          We collect what we need to run your account, show and manage listings and put you in touch with owners, agents
          and professionals. We do not sell your personal data. You can see, correct or delete it at any time.
        </p>
      }
    >
      <h2>1. Who is responsible</h2>
      <p>
        NaijaHomes is the data controller for the personal data described here. We process it in line with the Nigeria
        Data Protection Act 2023 (NDPA) and the regulations of the Nigeria Data Protection Commission (NDPC).
      </p>

      <h2>2. Age restriction</h2>
      <p>
        You must be 18 years of age or older to register or use our services. We do not knowingly collect personal data
        from anyone under 18; if we learn that we have, we delete it.
      </p>

      <h2>3. What we collect</h2>
      <ul>
        <li><strong>Account details:</strong> your name, e-mail address, phone number and password (stored only as a secure hash).</li>
        <li><strong>Listings and enquiries:</strong> property details, photos and documents you upload, offers, comments, leads and messages you send.</li>
        <li><strong>Finance and services:</strong> information you give for affordability checks, mortgage pre-approval or home services, such as income and employment.</li>
        <li><strong>Payments:</strong> the amount, reference and status of payments. Card details are handled by the payment gateway, never by us.</li>
        <li><strong>Usage:</strong> pages viewed, searches and device information, used to keep the site secure and working well.</li>
      </ul>

      <h2>4. Why we use it, and on what basis</h2>
      <ul>
        <li>To provide your account and the services you ask for (performance of a contract).</li>
        <li>To pass your enquiry, offer or lead to the owner, agent or professional you contact (your request).</li>
        <li>To prevent fraud and keep the site secure (our legitimate interests).</li>
        <li>To meet legal, tax and regulatory duties (legal obligation).</li>
        <li>To send you marketing e-mails, only where you have agreed (consent, which you can withdraw at any time).</li>
      </ul>

      <h2>5. Who we share it with</h2>
      <p>
        We share personal data only with the people you choose to contact through the site, with service providers who
        process it for us under contract (hosting, e-mail, payment gateways), and with authorities where the law requires.
        Where data is transferred outside Nigeria, we make sure it has the protection the NDPA requires.
      </p>

      <h2>6. How long we keep it</h2>
      <p>
        We keep your account data while your account is open. When you delete your account we delete or anonymise your
        personal data within 90 days, except records we must keep by law (such as payment records, kept for six years).
      </p>

      <h2>7. Your rights under the NDPA</h2>
      <p>You have the right to:</p>
      <ul>
        <li>be informed about how your data is used, and to get a copy of it;</li>
        <li>have inaccurate data corrected and, where it is no longer needed, deleted;</li>
        <li>restrict or object to processing, including for direct marketing;</li>
        <li>receive your data in a commonly used format and have it sent to another controller (data portability);</li>
        <li>withdraw consent at any time, without affecting processing done before;</li>
        <li>not be subject to a decision based solely on automated processing that significantly affects you;</li>
        <li>complain to the Nigeria Data Protection Commission if you are unhappy with how we handle your data.</li>
      </ul>
      <p>
        To use any of these rights, write to <a href="mailto:privacy@naijahomes.example">privacy@naijahomes.example</a>. We
        reply within 30 days.
      </p>

      <h2>8. Cookies</h2>
      <p>
        We use a cookie that is strictly necessary to keep you signed in; it cannot be read by scripts on the page. We do
        not use advertising cookies. Where an optional feature such as live chat is enabled, its provider may set its own
        cookies.
      </p>

      <h2>9. Security</h2>
      <p>
        Data is sent over encrypted connections, passwords are stored as slow one-way hashes, and access to personal data
        is limited to staff who need it. If a breach puts your rights at risk, we will tell you and the NDPC as the law
        requires.
      </p>

      <h2>10. Changes and contact</h2>
      <p>
        We will post any change to this policy here and tell account holders of significant changes. Our data protection
        officer can be reached at <a href="mailto:privacy@naijahomes.example">privacy@naijahomes.example</a> or{' '}
        <a href="tel:+23412804400">+234 1 280 4400</a>.
      </p>
    </LegalDocument>
  );
}
