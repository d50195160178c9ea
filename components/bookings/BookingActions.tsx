'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { apiFetch } from '@/lib/api-client';
import { formatLagosDateTime } from '@/lib/format/date';
import { askedToPayPath } from '@/lib/listing/routes';
import { bookingsText } from '@/lib/messages/bookings';
import { bookingChangeResponseSchema, FEEDBACK_ANSWERS, type Booking, type FeedbackAnswer } from '@/lib/vst/bookings';
import { ChangeTimeForm } from './ChangeTimeForm';
import styles from './InspectionsTab.module.css';

type Outcome = { tone: 'success' | 'error'; message: string } | null;
/** The one form open under the buttons, if any. */
type Panel = 'decline' | 'offer' | 'move' | null;

/**
 * What either side may do with a booking now: the advertiser confirms, declines or offers another time
 * for a request; either moves a confirmed one or cancels one still to come; the visitor accepts another
 * time offered, and says how it went after.
 * The provider checks each again; the list is read afresh after a change.
 */
export function BookingActions({ booking }: { booking: Booking }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState<FeedbackAnswer | ''>('');

  async function send(path: string, body: Record<string, unknown>) {
    setPending(true);
    const result = await apiFetch(`/api/vst/bookings/${path}`, { method: 'POST', body: { id: booking.id, ...body }, schema: bookingChangeResponseSchema });
    setPending(false);
    if (result.ok) changed(result.data.Detail);
    else setOutcome({ tone: 'error', message: result.message });
  }
  function changed(detail: string) {
    setOutcome({ tone: 'success', message: detail });
    setPanel(null);
    router.refresh();
  }
  const toggle = (opened: Exclude<Panel, null>) => setPanel((current) => (current === opened ? null : opened));
  const onDecline = (event: FormEvent) => {
    event.preventDefault();
    void send('decline', { reason });
  };
  const onFeedback = (event: FormEvent) => {
    event.preventDefault();
    if (answer) void send('feedback', { answer });
  };

  const advertiser = booking.side === 'advertiser';
  // Once its time is over the provider asks how it went instead (and refuses a late cancel itself).
  const toCome = (booking.status === 'requested' || booking.status === 'confirmed') && !booking.feedback_due;
  const name = booking.property.name;
  const panelId = (opened: 'offer' | 'move') => `booking-${booking.id}-${opened}`;
  return (
    <div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      <div className={styles.actions}>
        {advertiser && booking.status === 'requested' ? (
          <>
            <Button pending={pending} onClick={() => void send('confirm', {})} aria-label={`${bookingsText.confirm}: ${name}`}>{bookingsText.confirm}</Button>
            <Button variant="secondary" onClick={() => toggle('decline')} aria-expanded={panel === 'decline'}>{bookingsText.decline}</Button>
            <Button variant="secondary" id={panelId('offer')} onClick={() => toggle('offer')} aria-expanded={panel === 'offer'}>{bookingsText.offerAnother}</Button>
          </>
        ) : null}
        {!advertiser && booking.status === 'requested' && booking.offered_slot ? (
          <Button pending={pending} onClick={() => void send('acceptOffer', {})}>{bookingsText.acceptOffer(formatLagosDateTime(booking.offered_slot.starts_at))}</Button>
        ) : null}
        {toCome && booking.status === 'confirmed' ? (
          <Button variant="secondary" id={panelId('move')} onClick={() => toggle('move')} aria-expanded={panel === 'move'}>{bookingsText.move}</Button>
        ) : null}
        {toCome ? <Button variant="ghost" pending={pending} onClick={() => void send('cancel', {})}>{bookingsText.cancel}</Button> : null}
      </div>
      {panel === 'offer' || panel === 'move' ? <ChangeTimeForm booking={booking} kind={panel} labelledBy={panelId(panel)} onChanged={changed} /> : null}
      {panel === 'decline' ? (
        <form onSubmit={onDecline} className={styles.feedback}>
          <TextAreaField label={bookingsText.declineReasonLabel} rows={2} maxLength={500} required value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button type="submit" pending={pending}>{bookingsText.sendDecline}</Button>
        </form>
      ) : null}
      {booking.feedback_due ? (
        <form onSubmit={onFeedback}>
          <fieldset className={styles.feedback}>
            <legend>{bookingsText.feedbackLegend}</legend>
            {FEEDBACK_ANSWERS.map((value) => (
              <label key={value}>
                <input type="radio" name={`feedback-${booking.id}`} value={value} checked={answer === value} onChange={() => setAnswer(value)} />
                {bookingsText.feedbackAnswers[value]}
              </label>
            ))}
          </fieldset>
          <p>
            {bookingsText.askedToPay} <Link href={askedToPayPath(booking.property.id)}>{bookingsText.reportLink}</Link>
          </p>
          <Button type="submit" pending={pending} disabled={!answer}>{bookingsText.sendFeedback}</Button>
        </form>
      ) : null}
    </div>
  );
}
