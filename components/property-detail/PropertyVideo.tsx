import { propertyText } from '@/lib/messages/property';
import styles from './PropertyMedia.module.css';

/**
 * A provider-hosted video (`/media/...`) plays here. An owner's external link is only linked: an
 * embedded player would need its origin in the CSP's frame-src, which no one has configured.
 */
export function PropertyVideo({ link }: { link: string }) {
  if (link.startsWith('/media/')) {
    return (
      <video className={styles.video} controls preload="metadata" src={link}>
        {propertyText.videoUnsupported}
      </video>
    );
  }
  return (
    <p className={styles.videoLink}>
      <a href={link} target="_blank" rel="noopener noreferrer nofollow">{propertyText.watchVideoTour}</a>
    </p>
  );
}
