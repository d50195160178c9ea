import Link from 'next/link';
import { redirect } from 'next/navigation';
import { EmptyState } from '@/components/dashboard/DashboardPropertyList';
import dashboardStyles from '@/components/dashboard/Dashboard.module.css';
import { Pagination } from '@/components/listing/Pagination';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';
import { dashboardHref, tabHref } from '@/lib/dashboard/view';
import { formatDate } from '@/lib/format/date';
import { dashboardText } from '@/lib/messages/dashboard';
import { ENQUIRY_REPLIES_MAX, enquiryText } from '@/lib/messages/enquiries';
import { isEnquiryInboxMissing, type Enquiry } from '@/lib/vst/enquiries';
import { ENQUIRIES_PAGE_SIZE, getEnquiries } from '@/server/vst/enquiries';
import { ReplyForm } from './ReplyForm';
import styles from './Enquiries.module.css';

/** The inbox: visitors' enquiries on the owner's listings, newest first, each with its replies and a form. */
export async function EnquiriesTab({ page }: { page: number }) {
  const result = await getEnquiries(page);
  if (!result.ok && isEnquiryInboxMissing(result.status)) redirect(tabHref('properties'));
  return (
    <section aria-labelledby="enquiries-heading">
      <div className={dashboardStyles.toolbar}>
        <h2 id="enquiries-heading">{dashboardText.tabs.enquiries}</h2>
      </div>
      <p>{enquiryText.intro}</p>
      {!result.ok ? (
        <ReadFailedAlert message={result.detail} />
      ) : result.data.data.length === 0 ? (
        <EmptyState>{enquiryText.empty}</EmptyState>
      ) : (
        <>
          <ul className={dashboardStyles.list}>
            {result.data.data.map((enquiry) => (
              <li key={enquiry.id}>
                <EnquiryItem enquiry={enquiry} />
              </li>
            ))}
          </ul>
          <Pagination
            current={result.data.meta.current_page}
            total={result.data.meta.total}
            perPage={result.data.meta.per_page || ENQUIRIES_PAGE_SIZE}
            hrefFor={(target) => dashboardHref({ view: 'enquiries', page: target })}
          />
        </>
      )}
    </section>
  );
}

function EnquiryItem({ enquiry }: { enquiry: Enquiry }) {
  const headingId = `enquiry-${enquiry.id}`;
  return (
    <article className={styles.enquiry} aria-labelledby={headingId}>
      <h3 id={headingId}>{`${enquiry.title} ${enquiry.name}`}</h3>
      <p className={styles.about}>
        <Link href={`/property/${enquiry.property.id}`}>{enquiryText.about(enquiry.property.name)}</Link>
      </p>
      <p className={styles.date}>{enquiryText.received(formatDate(enquiry.date_created))}</p>
      <dl className={styles.facts}>
        <dt>{enquiryText.email}</dt>
        <dd><a href={`mailto:${enquiry.email}`}>{enquiry.email}</a></dd>
        <dt>{enquiryText.phone}</dt>
        <dd><a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a></dd>
        <dt>{enquiryText.state}</dt>
        <dd>{enquiry.state}</dd>
      </dl>
      {enquiry.first_replied_at ? (
        <p className={styles.date}>{enquiryText.answered(formatDate(enquiry.first_replied_at))}</p>
      ) : (
        <p className={styles.unanswered}>{enquiryText.unanswered}</p>
      )}
      {enquiry.address_confirmed ? null : (
        <div>
          <p className={styles.unanswered}>{enquiryText.unconfirmed}</p>
          <p className={styles.date}>{enquiryText.unconfirmedHint}</p>
        </div>
      )}
      {enquiry.replies.length > 0 ? (
        <ul className={styles.replies} aria-label={enquiryText.yourReplies}>
          {enquiry.replies.map((reply) => (
            <li key={reply.date_created + reply.message}>
              <p className={styles.date}>{(reply.held ? enquiryText.heldOn : enquiryText.sentOn)(formatDate(reply.date_created))}</p>
              {reply.message}
            </li>
          ))}
        </ul>
      ) : null}
      {enquiry.replies.length < ENQUIRY_REPLIES_MAX ? <ReplyForm id={enquiry.id} labelledBy={headingId} /> : <p className={styles.date}>{enquiryText.repliesUsed}</p>}
    </article>
  );
}
