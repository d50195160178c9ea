import Link from 'next/link';
import { EmptyState } from '@/components/dashboard/DashboardPropertyList';
import dashboardStyles from '@/components/dashboard/Dashboard.module.css';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';
import { buttonClassName } from '@/components/ui/Button';
import { continueStep } from '@/lib/adverts/steps';
import { formatDate } from '@/lib/format/date';
import { formatNaira } from '@/lib/format/naira';
import { advertText, sponsoredText } from '@/lib/messages/adverts';
import type { Advert } from '@/lib/vst/adverts';
import { getMyAdverts } from '@/server/vst/adverts';
import styles from './Adverts.module.css';

const count = new Intl.NumberFormat('en-NG');

const statusStyle = { uploaded: styles.pending, verified: styles.pending, active: styles.active, expired: styles.expired } as const;

/** My Adverts (dashboard): every advert with its status, plan and dates; an unfinished one links to its next step. */
export async function MyAdvertsList({ emptyText }: { emptyText: string }) {
  const adverts = await getMyAdverts();
  if (!adverts.ok) return <ReadFailedAlert message={adverts.detail || advertText.advertsFailed} />;
  if (adverts.data.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <ul className={dashboardStyles.list} aria-label={advertText.listLabel}>
      {adverts.data.map((advert) => (
        <li key={advert.advertID} className={dashboardStyles.entry}>
          <AdvertEntry advert={advert} />
        </li>
      ))}
    </ul>
  );
}

function AdvertEntry({ advert }: { advert: Advert }) {
  const next = continueStep(advert);
  return (
    <article aria-labelledby={`my-advert-${advert.advertID}`}>
      <h3 id={`my-advert-${advert.advertID}`}>{advert.title}</h3>
      <p>
        <span className={`${styles.status} ${statusStyle[advert.status]}`}>{advertText.statuses[advert.status]}</span>
      </p>
      <dl>
        <dt>{advertText.categoryLabel}</dt>
        <dd>{advert.category}</dd>
        <dt>{advertText.planLabel}</dt>
        <dd>{`${advert.plan.title}, ${formatNaira(advert.amount)} (${advertText.duration(advert.plan.duration)})`}</dd>
        <dt>{advertText.datesLabel}</dt>
        <dd>{datesOf(advert)}</dd>
        {advert.link ? (
          <>
            <dt>{sponsoredText.linkLabel}</dt>
            <dd>{advert.link}</dd>
          </>
        ) : null}
        {advert.impressions !== undefined ? (
          <>
            <dt>{sponsoredText.impressions}</dt>
            <dd>{count.format(advert.impressions)}</dd>
          </>
        ) : null}
        {advert.clicks !== undefined ? (
          <>
            <dt>{sponsoredText.clicks}</dt>
            <dd>{count.format(advert.clicks)}</dd>
          </>
        ) : null}
      </dl>
      {next ? (
        <p>
          <Link href={next.href} className={buttonClassName('secondary')} aria-label={`${stepLabel(next.step)}: ${advert.title}`}>
            {stepLabel(next.step)}
          </Link>
        </p>
      ) : null}
    </article>
  );
}

const stepLabel = (step: 'verify' | 'pay') => (step === 'verify' ? advertText.continueVerify : advertText.continuePayment);

function datesOf(advert: Advert): string {
  const uploaded = advertText.createdOn(formatDate(advert.date_created));
  if (advert.status === 'active' && advert.expires_at) return `${uploaded} · ${advertText.runsUntil(formatDate(advert.expires_at))}`;
  if (advert.status === 'expired' && advert.expires_at) return `${uploaded} · ${advertText.endedOn(formatDate(advert.expires_at))}`;
  return uploaded;
}
