import { redirect } from 'next/navigation';
import { Alert } from '@/components/ui/Alert';
import { loginPathFor } from '@/lib/routes';
import { verifySession } from '@/server/session';
import { getUserInfo } from '@/server/vst/profile';
import { ProfileCard } from './ProfileCard';

/** The dashboard's My Profile tab: the signed-in user's own record, read with their session. */
export async function ProfileTab() {
  const session = await verifySession();
  if (!session) redirect(loginPathFor('/dashboard?view=profile'));
  const result = await getUserInfo(session.accessToken);
  if (!result.ok) return <Alert tone="error">{result.detail}</Alert>;
  return <ProfileCard user={result.data.userInfo} />;
}
