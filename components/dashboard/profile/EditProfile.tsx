'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import type { Named } from '@/lib/vst/common';
import type { User } from '@/lib/vst/auth';
import { profileText } from '@/lib/messages/profile';
import { EditProfileForm } from './EditProfileForm';

type EditProfileProps = { user: User; countries: Named[]; states: Named[] };

/** 'Edit profile': the form in a native dialog; closing it (or saving) drops what was typed. */
export function EditProfile(props: EditProfileProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>{profileText.editProfile}</Button>
      {open ? (
        <Dialog title={profileText.editProfile} onClose={() => setOpen(false)}>
          <EditProfileForm {...props} onSaved={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}
