import { advertiserText } from '@/lib/messages/advertisers';
import type { ResponseFigures as Figures } from '@/lib/vst/advertisers';
import styles from './AdvertiserProfile.module.css';

/** How quickly the advertiser answers and how their viewings went, as the provider measured them over its period. */
export function ResponseFigures({ figures }: { figures: Figures }) {
  const figureList = [
    ...(figures.requests > 0
      ? [
          { label: advertiserText.answeredLabel, value: advertiserText.answered(figures.answered_within_day, figures.requests), testId: 'answered-share' },
          { label: advertiserText.medianLabel, value: advertiserText.median(figures.median_reply_minutes), testId: 'median-reply' },
        ]
      : []),
    // A provider without inspection bookings leaves these out.
    ...(figures.viewings_held === undefined ? [] : [{ label: advertiserText.heldLabel, value: String(figures.viewings_held), testId: 'viewings-held' }]),
    ...(figures.advertiser_absent === undefined ? [] : [{ label: advertiserText.absentLabel, value: String(figures.advertiser_absent), testId: 'advertiser-absent' }]),
  ];
  return (
    <section className={styles.section} aria-labelledby="advertiser-response">
      <h2 id="advertiser-response">{advertiserText.responseHeading}</h2>
      <p className={styles.period}>{advertiserText.period(figures.period_days)}</p>
      {figures.requests === 0 ? <p>{advertiserText.noRequests}</p> : null}
      {figureList.length > 0 ? (
        <dl className={styles.figures}>
          {figureList.map((figure) => (
            <div key={figure.testId}>
              <dt>{figure.label}</dt>
              <dd data-testid={figure.testId}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
