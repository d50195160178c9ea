import type { Metadata } from 'next';
import { CalculatorForm } from '@/components/finance/CalculatorForm';
import { instalmentFields, mortgageFields } from '@/components/finance/calculatorFields';
import { InstalmentResult } from '@/components/finance/InstalmentResult';
import { MortgageRates } from '@/components/finance/MortgageRates';
import { MortgageResult } from '@/components/finance/MortgageResult';
import { PaymentOptionTabs, type PaymentOptionTab } from '@/components/finance/PaymentOptionTabs';
import styles from '@/components/finance/Finance.module.css';
import {
  fieldMessages,
  instalmentCalculatorNames,
  instalmentCalculatorSchema,
  mortgageCalculatorNames,
  mortgageCalculatorSchema,
  typedValues,
} from '@/lib/forms/finance';
import { viewSearchParams, type ViewParams } from '@/lib/cached-views';
import { financeText } from '@/lib/messages/finance';
import { getMortgageCompanies } from '@/server/vst/finance';

export const metadata: Metadata = {
  title: financeText.paymentOptionsTitle,
  description: financeText.paymentOptionsMeta,
  alternates: { canonical: '/finance/paymentoptions' },
};

// `/finance/paymentoptions`, rewritten here with its query (lib/cached-views.ts): each view (a tab, a
// calculation) is rendered on first request and cached like the lenders' rates
// (revalidateSeconds.reference; a segment option must be a literal). Nothing is prerendered at build.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Tabs Mortgage Option (lenders' rates and the mortgage calculator) and Instalment Option (the
 * instalment calculator). The tab and the calculator's values are in the URL; `calculate=1` marks
 * a submitted form, so a link that only pre-fills a rate shows no messages.
 */
export default async function PaymentOptionsPage({ params: viewParams }: { params: ViewParams }) {
  const params = await viewSearchParams(viewParams);
  const tab: PaymentOptionTab = params.tab === 'instalment' ? 'instalment' : 'mortgage';
  const submitted = params.calculate === '1';
  return (
    <div className={styles.page}>
      <h1>{financeText.paymentOptionsTitle}</h1>
      <PaymentOptionTabs current={tab} />
      {tab === 'mortgage' ? <MortgageTab params={params} submitted={submitted} /> : <InstalmentTab params={params} submitted={submitted} />}
    </div>
  );
}

async function MortgageTab({ params, submitted }: { params: SearchParams; submitted: boolean }) {
  const companies = await getMortgageCompanies();
  const values = typedValues(mortgageCalculatorNames, params);
  const parsed = submitted ? mortgageCalculatorSchema.safeParse(values) : null;
  return (
    <>
      <MortgageRates companies={companies.ok ? companies.data : null} />
      <div className={styles.layout}>
        <CalculatorForm
          tab="mortgage"
          title={financeText.mortgageCalculatorTitle}
          fields={mortgageFields}
          values={values}
          errors={parsed && !parsed.success ? fieldMessages(parsed.error) : {}}
        />
        {parsed?.success ? <MortgageResult values={parsed.data} /> : null}
      </div>
    </>
  );
}

function InstalmentTab({ params, submitted }: { params: SearchParams; submitted: boolean }) {
  const typed = typedValues(instalmentCalculatorNames, params);
  // No mark-up is the common case: the field starts at 0 rather than empty.
  const values = submitted ? typed : { ...typed, markup: typed.markup || '0' };
  const parsed = submitted ? instalmentCalculatorSchema.safeParse(values) : null;
  return (
    <>
      <p className={styles.intro}>{financeText.instalmentIntro}</p>
      <div className={styles.layout}>
        <CalculatorForm
          tab="instalment"
          title={financeText.instalmentCalculatorTitle}
          fields={instalmentFields}
          values={values}
          errors={parsed && !parsed.success ? fieldMessages(parsed.error) : {}}
        />
        {parsed?.success ? <InstalmentResult values={parsed.data} /> : null}
      </div>
    </>
  );
}
