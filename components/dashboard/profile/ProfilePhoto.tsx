import { imageVariantProps } from '@/lib/images/variants';
import { profileText } from '@/lib/messages/profile';
import styles from './Profile.module.css';

/** The user's photo, or their initials when none is on file. */
export function ProfilePhoto({ name, src }: { name: string; src: string | null }) {
  if (!src) {
    return (
      <span className={styles.initials} role="img" aria-label={profileText.photoAlt(name)}>
        {initialsOf(name)}
      </span>
    );
  }
  // Variants in srcset (lib/images/variants.ts); a format they do not resize is shown as stored.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={styles.photo} {...imageVariantProps(src, 'avatar')} alt={profileText.photoAlt(name)} />;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0]?.toUpperCase() ?? '').join('') || '?';
}
