'use client';

import { Alert } from '@/components/ui/Alert';
import { useBannerFocus } from './useBannerFocus';
import type { FormBanner } from './useServerForm';

/**
 * A form's failure, above its fields: the wrapper takes focus when the banner asks for it, so
 * keyboard and screen-reader users learn of the failure. `className` gives the form's own spacing.
 */
export function FormErrorBanner({ banner, className }: { banner: FormBanner | null; className?: string }) {
  const bannerRef = useBannerFocus(banner);
  if (!banner) return null;
  return (
    <div ref={bannerRef} tabIndex={-1} className={className}>
      <Alert tone="error">{banner.message}</Alert>
    </div>
  );
}
