'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { pwaText } from '@/lib/messages/pwa';
import { INSTALL_OFFER_EVENT, countVisitAndAskMayPrompt, markPromptAnswered, type InstallOffer } from '@/lib/pwa/install-prompt';
import styles from './InstallPrompt.module.css';

declare global {
  interface Window {
    __nhInstallOffer?: InstallOffer;
  }
}

/** The site's "Install the app" prompt (lib/pwa/install-prompt.ts says when it shows). */
export function InstallPrompt() {
  const [offer, setOffer] = useState<InstallOffer | null>(null);

  useEffect(() => {
    let mayPrompt = false;
    try {
      mayPrompt = countVisitAndAskMayPrompt(localStorage, sessionStorage);
    } catch {
      return; // Storage refused: the prompt could not be kept from coming back, so it never shows.
    }
    if (!mayPrompt) return;
    const takeOffer = () => setOffer(window.__nhInstallOffer ?? null);
    takeOffer();
    window.addEventListener(INSTALL_OFFER_EVENT, takeOffer);
    return () => window.removeEventListener(INSTALL_OFFER_EVENT, takeOffer);
  }, []);

  if (!offer) return null;

  function answer() {
    markPromptAnswered(localStorage);
    setOffer(null);
  }

  return (
    <section className={styles.prompt} aria-labelledby="install-prompt-title">
      <h2 id="install-prompt-title" className={styles.title}>
        {pwaText.installTitle}
      </h2>
      <p className={styles.body}>{pwaText.installBody}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            answer();
            void offer.prompt();
          }}
        >
          {pwaText.install}
        </Button>
        <Button variant="secondary" onClick={answer}>
          {pwaText.notNow}
        </Button>
      </div>
    </section>
  );
}
