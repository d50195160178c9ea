import type { Metadata } from 'next';
import { ApprovalWizard } from '@/components/approval/ApprovalWizard';
import styles from '@/components/approval/Approval.module.css';
import { approvalText } from '@/lib/messages/approval';

export const metadata: Metadata = {
  title: approvalText.title,
  description: approvalText.meta,
  alternates: { canonical: '/get-approval' },
};

/** Open to everyone; the wizard keeps its progress in sessionStorage, so a reload resumes it. */
export default function GetApprovalPage() {
  return (
    <div className={styles.page}>
      <h1>{approvalText.title}</h1>
      <ApprovalWizard />
    </div>
  );
}
