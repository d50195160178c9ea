'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { Alert } from '@/components/ui/Alert';
import { Button, buttonClassName } from '@/components/ui/Button';
import { toHomeServiceFormData, type HomeServiceValues } from '@/lib/forms/services';
import { servicesText as text } from '@/lib/messages/services';
import { clearDraft, dataUrlToFile, readDraft, type ServiceDraft } from '@/lib/services/draft';
import { savedServiceResponseSchema } from '@/lib/vst/services';
import { MY_HOME_SERVICES } from './HomeServiceForm';
import { refreshSession } from '@/components/layout/useSession';

/** The draft as the add operation's form: the data URL turned back into the image file. */
function formOf(draft: ServiceDraft): FormData {
  const image = draft.image ? [dataUrlToFile(draft.image.dataUrl, draft.image.name, draft.image.type)] : [];
  return toHomeServiceFormData({ ...draft.text, image_link: image } as HomeServiceValues);
}

/**
 * UPLOAD SERVICE on the payment success screen: posts the saved draft, removes it and goes to
 * My Home Services. A failure keeps the draft, so the user can try again or correct it on /join_as_pro.
 */
export function UploadServicePanel({ userID }: { userID: number }) {
  const router = useRouter();
  const [draft, setDraft] = useState<ServiceDraft | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    // localStorage exists only in the browser, so the draft is read after mounting.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(readDraft(window.localStorage, userID));
  }, [userID]);

  async function upload(saved: ServiceDraft) {
    setFailed(false);
    setProgress(0);
    const result = await uploadWithProgress('/api/vst/services/addServiceProvider', formOf(saved), setProgress);
    setProgress(null);
    if (result.ok && savedServiceResponseSchema.safeParse(result.data).success) {
      clearDraft(window.localStorage, userID);
      void refreshSession();
      toast.success(text.serviceAdded);
      router.push(MY_HOME_SERVICES);
      router.refresh();
      return;
    }
    setFailed(true);
  }

  if (draft === undefined) return null;
  if (draft === null) {
    return (
      <>
        <p>{text.noDraft}</p>
        <Link href="/join_as_pro" className={buttonClassName('primary')}>{text.startProfile}</Link>
      </>
    );
  }
  return (
    <>
      <p>{text.draftSummary(draft.text.service_title)}</p>
      {failed ? (
        <Alert tone="error">
          {text.uploadFailed} <Link href="/join_as_pro">{text.startProfile}</Link>
        </Alert>
      ) : null}
      {progress !== null ? (
        <div>
          <label htmlFor="upload-progress">{text.uploading}</label>
          <progress id="upload-progress" max={1} value={progress}>{Math.round(progress * 100)}%</progress>
        </div>
      ) : null}
      <Button pending={progress !== null} onClick={() => void upload(draft)}>{text.uploadService}</Button>
    </>
  );
}
