'use client';

import { useState } from 'react';
import { propertyText } from '@/lib/messages/property';
import { ImageCarousel } from './ImageCarousel';
import { PropertyVideo } from './PropertyVideo';
import styles from './PropertyMedia.module.css';

type PropertyMediaProps = { images: string[]; videoLink: string | null; name: string };
type Tab = 'photos' | 'video';

/** Photos, and a Video tab when the listing has a video. */
export function PropertyMedia({ images, videoLink, name }: PropertyMediaProps) {
  const [tab, setTab] = useState<Tab>('photos');
  if (!videoLink) return <ImageCarousel images={images} name={name} />;

  const tabs: { id: Tab; label: string }[] = [
    { id: 'photos', label: propertyText.photosTab },
    { id: 'video', label: propertyText.videoTab },
  ];
  return (
    <div className={styles.media}>
      <div className={styles.tabs}>
        {tabs.map(({ id, label }) => (
          <button key={id} type="button" className={styles.tab} aria-pressed={tab === id} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </div>
      {tab === 'photos' ? <ImageCarousel images={images} name={name} /> : <PropertyVideo link={videoLink} />}
    </div>
  );
}
