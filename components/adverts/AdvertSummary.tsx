import { formatDate } from '@/lib/format/date';
import { formatNaira } from '@/lib/format/naira';
import { advertText } from '@/lib/messages/adverts';
import type { Advert } from '@/lib/vst/adverts';
import styles from './Adverts.module.css';

/** What the user uploaded and what it will cost (the plan's price, as the provider states it). */
export function AdvertSummary({ advert }: { advert: Advert }) {
  return (
    <dl className={styles.summary} aria-label={advertText.summaryLabel}>
      <dt>{advertText.titleLabel}</dt>
      <dd>{advert.title}</dd>
      <dt>{advertText.categoryLabel}</dt>
      <dd>{advert.category}</dd>
      <dt>{advertText.planLabel}</dt>
      <dd>{`${advert.plan.title} (${advertText.duration(advert.plan.duration)})`}</dd>
      <dt>{advertText.priceLabel}</dt>
      <dd>{formatNaira(advert.amount)}</dd>
      <dt>{advertText.descriptionLabel}</dt>
      <dd>{advert.description}</dd>
      <dt>{advertText.fileLabel}</dt>
      <dd>
        <a href={advert.file_link} target="_blank" rel="noopener noreferrer">{advertText.fileLink(advert.file_name)}</a>
      </dd>
      <dt>{advertText.statusLabel}</dt>
      <dd>{`${advertText.statuses[advert.status]} · ${advertText.createdOn(formatDate(advert.date_created))}`}</dd>
    </dl>
  );
}
