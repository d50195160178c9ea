'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** How far ahead of the viewport a map starts loading, so it is usually drawn by the time it is seen. */
const LOAD_AHEAD = '300px';

export type MapHandle = { remove: () => void };

/**
 * Draws a map into the returned `frame` once it comes near the viewport. `mount` imports the map's
 * code (Leaflet, its plugins and CSS: far more than a browsing page's whole first-load budget, so
 * never part of it) and draws into the frame; its handle is kept for updates and removed on unmount.
 * `mount` is called once, with the props of that moment. `failed` is set when the code could not
 * be loaded (offline, a new deployment): the page around the map goes on working.
 */
export function useLazyMap<Handle extends MapHandle>(mount: (frame: HTMLDivElement) => Promise<Handle>) {
  const frame = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<{ handle: Handle | null; failed: boolean }>({ handle: null, failed: false });
  const mountNow = useEffectEvent(mount);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let ended = false;
    let handle: Handle | null = null;
    const start = () =>
      mountNow(element).then(
        (mounted) => {
          if (ended) return mounted.remove();
          handle = mounted;
          setMap({ handle: mounted, failed: false });
        },
        () => {
          if (!ended) setMap({ handle: null, failed: true });
        },
      );
    // A browser without IntersectionObserver (very old) draws the map at once.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              void start();
            },
            { rootMargin: LOAD_AHEAD },
          );
    if (observer) observer.observe(element);
    else void start();
    return () => {
      ended = true;
      observer?.disconnect();
      handle?.remove();
    };
  }, []);

  return { frame, ...map };
}
