'use client';

import { useState } from 'react';
import { ServerForm } from '@/components/forms/ServerForm';
import { useServerForm } from '@/components/forms/useServerForm';
import { Alert } from '@/components/ui/Alert';
import { Field } from '@/components/ui/Field';
import { shareSchema } from '@/lib/forms/property';
import { messages } from '@/lib/messages';
import { propertyText } from '@/lib/messages/property';
import { DIALOG_TITLE_ID, Dialog } from '@/components/ui/Dialog';

/** Share by e-mail: open to visitors; the provider rate-limits it. */
export function ShareDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const [shared, setShared] = useState(false);
  const share = useServerForm({
    schema: shareSchema,
    defaultValues: { email: '' },
    action: '/api/vst/profile/sharePropertyByEmail',
    extraBody: { property_id: propertyId },
    onSuccess: () => setShared(true),
  });
  return (
    <Dialog title={propertyText.shareTitle} onClose={onClose}>
      {shared ? (
        <Alert tone="success">{messages.propertyShared}</Alert>
      ) : (
        <ServerForm state={share} submitLabel={propertyText.shareSubmit} labelledBy={DIALOG_TITLE_ID}>
          <Field label={propertyText.shareEmail} type="email" autoComplete="email" inputMode="email" {...share.field('email')} />
        </ServerForm>
      )}
    </Dialog>
  );
}
