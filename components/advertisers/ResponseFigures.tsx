import { advertiserText } from '@/lib/messages/advertisers';
import type { ResponseFigures as Figures } from '@/lib/vst/advertisers';
import styles from './AdvertiserProfile.module.css';

/** How quickly the advertiser answers, as the provider measured it over its period. */
export function ResponseFigures({ figures }: { figures: Figures }) {
  return (
    <section className={styles.section} aria-labelledby="advertiser-response">
      <h2 id="advertiser-response">{advertiserText.responseHeading}</h2>
      <p className={styles.period}>{advertiserText.period(figures.period_days)}</p>
      {figures.requests === 0 ? (
        <p>{advertiserText.noRequests}</p>
      ) : (
        <dl className={styles.figures}>
          <div>
            <dt>{advertiserText.answeredLabel}</dt>
            <dd data-testid="answered-share">{advertiserText.answered(figures.answered_within_day, figures.requests)}</dd>
          </div>
          <div>
            <dt>{advertiserText.medianLabel}</dt>
            <dd data-testid="median-reply">{advertiserText.median(figures.median_reply_minutes)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
