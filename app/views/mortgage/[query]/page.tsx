import type { Metadata } from 'next';
import { bannerSharePreview } from '@/lib/share';
import { CalculatorForm } from '@/components/finance/CalculatorForm';
import { mortgageFields } from '@/components/finance/calculatorFields';
import { MortgageRates } from '@/components/finance/MortgageRates';
import { ToolCards } from '@/components/finance/ToolCards';
import styles from '@/components/finance/Finance.module.css';
import { PageBanner } from '@/components/listing/PageBanner';
import { financeText } from '@/lib/messages/finance';
import { mortgageText } from '@/lib/messages/mortgage';
import { getMortgageCompanies } from '@/server/vst/finance';
import { getBanner } from '@/server/vst/reference';

// `/mortgage`, rewritten here (lib/cached-views.ts): rendered on first request and cached like the
// lenders' rates (revalidateSeconds.reference; a segment option must be a literal). Nothing is
// prerendered at build, so the build needs no provider.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const PATH = '/mortgage';
const { sections } = mortgageText;
const guide = [
  { id: 'how', ...sections.how },
  { id: 'down-payment', ...sections.down },
  { id: 'tenure', ...sections.tenure },
  { id: 'rates', ...sections.rates },
  { id: 'nhf', ...sections.nhf },
];

export async function generateMetadata(): Promise<Metadata> {
  const preview = bannerSharePreview('mortgage', mortgageText.title);
  return {
    title: mortgageText.title,
    description: mortgageText.meta,
    alternates: { canonical: PATH },
    openGraph: { type: 'article', title: mortgageText.title, description: mortgageText.meta, url: PATH, images: preview.images },
    twitter: { ...preview.twitter, title: mortgageText.title, description: mortgageText.meta },
  };
}

/**
 * The mortgage guide: how a mortgage works in Nigeria, the lenders' rates, the mortgage calculator
 * (a GET form that shows its result on /finance/paymentoptions, so this page stays one cached
 * document) and the way on to affordability and pre-approval.
 */
export default async function MortgagePage() {
  const [banner, companies] = await Promise.all([getBanner('mortgage'), getMortgageCompanies()]);
  // Thrown rather than rendered, so a failure is never cached: the last good copy keeps being served.
  if (!companies.ok) throw new Error(companies.detail);
  return (
    <>
      <PageBanner banner={banner.ok ? banner.data.banner : null} heading={mortgageText.title}>
        <p>{mortgageText.intro}</p>
      </PageBanner>
      <div className={styles.page}>
        <nav aria-label={mortgageText.contentsLabel} className={styles.contents}>
          <h2>{mortgageText.contentsLabel}</h2>
          <ul>
            {guide.map((section) => (
              <li key={section.id}><a href={`#${section.id}`}>{section.title}</a></li>
            ))}
            <li><a href="#documents">{sections.documents.title}</a></li>
            <li><a href="#rates-title">{financeText.ratesTitle}</a></li>
            <li><a href="#mortgage-calculator">{financeText.mortgageCalculatorTitle}</a></li>
            <li><a href="#next-steps">{mortgageText.nextTitle}</a></li>
          </ul>
        </nav>
        {guide.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className={styles.section}>
            <h2 id={section.id}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.prose}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section aria-labelledby="documents" className={styles.section}>
          <h2 id="documents">{sections.documents.title}</h2>
          <ul className={styles.prose}>
            {sections.documents.items.map((item) => <li key={item}>{item}</li>)}
          </ul>
        </section>
        <div className={styles.section}>
          <MortgageRates companies={companies.data} intro={mortgageText.lendersIntro} />
        </div>
        <div className={styles.layout}>
          <CalculatorForm tab="mortgage" title={financeText.mortgageCalculatorTitle} fields={mortgageFields} values={{}} errors={{}} />
          <p className={styles.intro}>{mortgageText.calculatorIntro}</p>
        </div>
        <section aria-labelledby="next-steps" className={styles.section}>
          <h2 id="next-steps">{mortgageText.nextTitle}</h2>
          <ToolCards cards={mortgageText.next} />
        </section>
      </div>
    </>
  );
}
