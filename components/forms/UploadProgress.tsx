'use client';

import { useId } from 'react';

/** How much of a form's files has gone (0 to 1), under a label saying what is being sent; nothing when `progress` is null. */
export function UploadProgress({ progress, label, className }: { progress: number | null; label?: string; className?: string }) {
  const id = useId();
  if (progress === null) return null;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={1} value={progress}>{Math.round(progress * 100)}%</progress>
    </div>
  );
}
