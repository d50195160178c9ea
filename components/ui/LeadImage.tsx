import type { ComponentProps } from 'react';

/**
 * The picture a page opens with (a banner, an article's photo): loaded at once and first. It sits in a
 * <picture> so that React adds no preload of its own. React preloads every eager <img> rendered on the
 * server, in the page's head and in the payload a <Link> prefetches: a page merely linking here would
 * download this picture too, in the size this page would pick, and the head's preload can pick another
 * variant than the <img> on a phone. The browser finds the <img> early in the HTML without it. Its
 * attributes come from imageVariantProps (lib/images/variants.ts).
 */
export function LeadImage(props: Omit<ComponentProps<'img'>, 'loading' | 'fetchPriority'>) {
  return (
    <picture>
      <img {...props} alt={props.alt} fetchPriority="high" />
    </picture>
  );
}
