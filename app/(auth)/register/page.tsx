import type { Metadata } from 'next';
import { RegisterPanel } from '@/components/auth/RegisterPanel';
import { authText } from '@/lib/messages/auth';

export const metadata: Metadata = { title: authText.registerTitle };

export default function RegisterPage() {
  return <RegisterPanel />;
}
