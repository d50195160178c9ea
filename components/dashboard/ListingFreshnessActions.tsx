'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { apiFetch } from '@/lib/api-client';
import { freshnessText } from '@/lib/messages/freshness';
import { listingChangeResponseSchema, type ListingStatus } from '@/lib/vst/freshness';
import type { PropertyCard } from '@/lib/vst/property';
import styles from './Dashboard.module.css';

type Props = { property: Pick<PropertyCard, 'id' | 'name' | 'availability_status' | 'transaction_type'> };
type Action = { key: 'confirm' | ListingStatus; label: string };
type Outcome = { tone: 'success' | 'error'; message: string };

/** The one-click status changes that fit: a rental can be let, a sale sold; any can go under offer or back. */
function statusActions({ availability_status: status, transaction_type: type }: Props['property']): Action[] {
  const actions: Action[] = [];
  if (status !== 'Under Offer') actions.push({ key: 'Under Offer', label: freshnessText.markUnderOffer });
  if (type === 'RENT' && status !== 'Let') actions.push({ key: 'Let', label: freshnessText.markLet });
  if (type === 'BUY' && status !== 'Sold') actions.push({ key: 'Sold', label: freshnessText.markSold });
  if (status !== 'Available') actions.push({ key: 'Available', label: freshnessText.markAvailable });
  return actions;
}

/**
 * The owner's freshness buttons under their listing: "Still available" confirms it, the others set its
 * status; each is one click, and counts as a confirmation. The page is then read again, so the card's
 * label and status change; the outcome is announced.
 */
export function ListingFreshnessActions({ property }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState<Action['key'] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run(action: Action) {
    setPending(action.key);
    setOutcome(null);
    const result =
      action.key === 'confirm'
        ? await apiFetch('/api/vst/profile/confirmListing', { method: 'POST', body: { propertyId: property.id }, schema: listingChangeResponseSchema })
        : await apiFetch('/api/vst/profile/listingStatus', { method: 'POST', body: { propertyId: property.id, status: action.key }, schema: listingChangeResponseSchema });
    setPending(null);
    if (!result.ok) {
      setOutcome({ tone: 'error', message: result.message });
      return;
    }
    const { name, availability_status: status } = result.data.property;
    setOutcome({ tone: 'success', message: action.key === 'confirm' ? freshnessText.confirmed(name) : freshnessText.statusChanged(name, status) });
    router.refresh();
  }

  const confirm: Action = { key: 'confirm', label: freshnessText.confirm };
  return (
    <>
      <Button variant="primary" pending={pending === 'confirm'} disabled={pending !== null} aria-label={freshnessText.confirmLabel(property.name)} onClick={() => run(confirm)}>
        {confirm.label}
      </Button>
      {statusActions(property).map((action) => (
        <Button
          key={action.key}
          variant="secondary"
          pending={pending === action.key}
          disabled={pending !== null}
          aria-label={freshnessText.statusLabel(action.label, property.name)}
          onClick={() => run(action)}
        >
          {action.label}
        </Button>
      ))}
      <p role={outcome?.tone === 'error' ? 'alert' : 'status'} className={outcome ? `${styles.note} ${styles.outcome}` : 'visually-hidden'}>
        {outcome?.message}
      </p>
    </>
  );
}
