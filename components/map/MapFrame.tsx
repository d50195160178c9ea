import type { RefObject } from 'react';
import styles from './MapFrame.module.css';

type MapFrameProps = {
  /** What useLazyMap answered: the frame to draw into and how far the map has got. */
  map: { frame: RefObject<HTMLDivElement | null>; handle: unknown; failed: boolean };
  /** Said in the frame while the map's code loads, and if it could not be loaded (what to do without it). */
  text: { loading: string; failed: string };
  invalid?: boolean;
  testId: string;
};

/** The box a map is drawn into, saying so while its code loads and, if it cannot, what to do instead. */
export function MapFrame({ map: { frame, handle, failed }, text, invalid = false, testId }: MapFrameProps) {
  return (
    <div ref={frame} className={`${styles.frame} ${invalid ? styles.invalid : ''}`} data-testid={testId}>
      {handle ? null : <p className={styles.status} role={failed ? 'status' : undefined}>{failed ? text.failed : text.loading}</p>}
    </div>
  );
}
