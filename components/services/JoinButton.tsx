'use client';

import Link from 'next/link';
import { useSession } from '@/components/layout/useSession';
import { buttonClassName } from '@/components/ui/Button';
import { servicesText as text } from '@/lib/messages/services';

/** 'Add Service' for a service provider, 'JOIN AS A PRO' for everyone else; both lead to /join_as_pro. */
export function JoinButton() {
  const session = useSession();
  const provider = session.status === 'signed-in' && session.user?.serviceProvider === true;
  return <Link href="/join_as_pro" className={buttonClassName('primary')}>{provider ? text.addService : text.joinAsPro}</Link>;
}
