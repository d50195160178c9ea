'use client';

import { pwaText } from '@/lib/messages/pwa';
import { setDataSaver } from '@/lib/pwa/data-saver';
import { useDataSaver } from './useDataSaver';
import styles from './DataSaverSwitch.module.css';

/** The menu's "Data saver" switch: on, pictures wait to be tapped and nothing is fetched ahead. */
export function DataSaverSwitch() {
  const on = useDataSaver();
  return (
    <button type="button" role="switch" aria-checked={on} className={styles.switch} onClick={() => setDataSaver(!on)}>
      <span className={styles.track} aria-hidden="true" />
      {pwaText.dataSaver}
    </button>
  );
}
