import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { authText } from '@/lib/messages/auth';

export const metadata: Metadata = { title: authText.forgotTitle };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title={authText.forgotTitle}
      titleId="forgot-title"
      intro={authText.forgotIntro}
      footer={
        <>
          {authText.rememberedPassword} <Link href="/login">{authText.loginLink}</Link>
        </>
      }
    >
      <ForgotPasswordForm labelledBy="forgot-title" />
    </AuthCard>
  );
}
