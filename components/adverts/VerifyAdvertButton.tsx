'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { apiFetch } from '@/lib/api-client';
import { advertPaths } from '@/lib/adverts/steps';
import { advertText } from '@/lib/messages/adverts';

/** Confirms the uploaded document, then moves on to 'Document Verified & Accepted'. A failure says why and keeps the button. */
export function VerifyAdvertButton({ advertId }: { advertId: number }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function verify() {
    setPending(true);
    setFailure(null);
    const result = await apiFetch('/api/vst/adverts/verifyAdvertDocument', { method: 'POST', body: { advert_id: advertId } });
    if (result.ok) {
      router.push(advertPaths.verified(advertId));
      return;
    }
    setPending(false);
    setFailure(result.message);
  }

  return (
    <>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button onClick={verify} pending={pending}>{advertText.verify}</Button>
    </>
  );
}
