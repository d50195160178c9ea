'use client';

import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import { uiText } from '@/lib/messages/ui';
import { showToast } from './showToast';

/*
 * The one way code is loaded on first use (a dialog on its first opening, the code behind a button),
 * so a page's first load ships without it. Not next/dynamic or React.lazy: a chunk lost on flaky data
 * breaks the page there; here the visitor is told and the next press loads it again. A part wanted
 * before anyone asks for it is loaded when the page is idle ("preload"). DeferredForm, useLazyMap and
 * showToast keep the import's own promise (docs/decisions/load-on-first-use.md says why).
 */

/** How long an idle browser may wait before loading a preloaded part anyway. */
const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/**
 * A module with functions (the code behind a button), or null when it failed to arrive: the visitor
 * is told by toast, and the caller's next attempt (the next press) loads it again.
 */
export function importOrToast<Module>(load: () => Promise<Module>): Promise<Module | null> {
  return load().catch(() => {
    showToast('error', uiText.partFailedToLoad);
    return null;
  });
}

type LazyState<Props> =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'loaded'; Component: ComponentType<Props> };

type LazyOptions = {
  /**
   * Loads it without being asked: once the page is idle, or at once. Nobody waits to be told of a
   * failure then, so the visitor's next press or key tries again.
   */
  preload?: 'idle' | 'now';
};

/**
 * A component in a chunk of its own, fetched by `load()` when first wanted (a dialog on its first
 * opening) rather than with the page. If the chunk fails to arrive, `error` says so, to be shown in
 * place of the component, and the next `load()` (another press) tries again.
 */
export function useLazyComponent<Props>(importComponent: () => Promise<ComponentType<Props>>, { preload }: LazyOptions = {}) {
  const [state, setState] = useState<LazyState<Props>>({ status: 'idle' });
  // A load under way or done; a ref, so a listener added once sees it.
  const asked = useRef(false);

  function load() {
    if (asked.current) return;
    asked.current = true;
    setState({ status: 'loading' });
    importComponent().then(
      (Component) => setState({ status: 'loaded', Component }),
      () => {
        asked.current = false;
        setState({ status: 'failed' });
      },
    );
  }

  const loadUnasked = useEffectEvent(load);
  useEffect(() => {
    if (preload === 'idle') return whenIdle(() => loadUnasked());
    if (preload === 'now') loadUnasked();
    return undefined;
  }, [preload]);
  const failed = state.status === 'failed';
  useEffect(() => {
    if (!preload || !failed) return;
    const retry = () => loadUnasked();
    window.addEventListener('pointerdown', retry);
    window.addEventListener('keydown', retry);
    return () => {
      window.removeEventListener('pointerdown', retry);
      window.removeEventListener('keydown', retry);
    };
  }, [preload, failed]);

  return {
    Component: state.status === 'loaded' ? state.Component : null,
    loading: state.status === 'loading',
    error: state.status === 'failed' ? uiText.partFailedToLoad : null,
    load,
  };
}
