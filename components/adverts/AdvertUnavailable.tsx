import Link from 'next/link';
import { StatusMessage } from '@/components/layout/StatusMessage';
import { buttonClassName } from '@/components/ui/Button';
import { advertPaths } from '@/lib/adverts/steps';
import { advertText } from '@/lib/messages/adverts';
import { ReadFailedAlert } from '@/components/ui/ReadFailedAlert';

type Reason = { kind: 'missing' } | { kind: 'failed'; detail: string } | { kind: 'paid' };

/** A step page whose advert is not there, could not be read, or is already paid: say so and offer My Adverts. */
export function AdvertUnavailable({ reason }: { reason: Reason }) {
  return (
    <StatusMessage
      title={reason.kind === 'paid' ? advertText.alreadyPaid : advertText.advertNotFound}
      actions={
        <>
          <Link href={advertPaths.myAdverts} className={buttonClassName('primary')}>{advertText.viewMyAdverts}</Link>
          <Link href={advertPaths.plans} className={buttonClassName('secondary')}>{advertText.plansTitle}</Link>
        </>
      }
    >
      {reason.kind === 'failed' ? <ReadFailedAlert message={reason.detail} /> : null}
    </StatusMessage>
  );
}
