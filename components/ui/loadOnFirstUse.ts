'use client';

import { useState, type ComponentType } from 'react';
import { uiText } from '@/lib/messages/ui';
import { showToast } from './showToast';

/*
 * The one way code is loaded on first use (a dialog on its first opening, the code behind a button),
 * so a page's first load ships without it. Every use goes through here rather than next/dynamic or
 * React.lazy because those hand a chunk that failed to arrive (flaky mobile data) to the error
 * boundary, breaking the page, and React.lazy never asks for it again. Here the visitor is told
 * ("part failed to load") and the next press loads it again.
 *
 * Three callers keep the import's own promise, for reasons of their own: DeferredForm (the live form
 * replaces the plain one in the very task that reads it; a failed send says "part failed to load" in
 * the form and the next reach loads again), useLazyMap (loaded as the map nears the viewport, not on
 * a press; its frame says when it failed) and sonner's own loading (showToast, LazyToaster), which
 * cannot toast its own failure and waits for the next press instead.
 */

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

/**
 * A component in a chunk of its own, fetched by `load()` when first wanted (a dialog on its first
 * opening) rather than with the page. If the chunk fails to arrive, `error` says so, to be shown in
 * place of the component, and the next `load()` (another press) tries again.
 */
export function useLazyComponent<Props>(importComponent: () => Promise<ComponentType<Props>>) {
  const [state, setState] = useState<LazyState<Props>>({ status: 'idle' });

  function load() {
    if (state.status === 'loading' || state.status === 'loaded') return;
    setState({ status: 'loading' });
    importComponent().then(
      (Component) => setState({ status: 'loaded', Component }),
      () => setState({ status: 'failed' }),
    );
  }

  return {
    Component: state.status === 'loaded' ? state.Component : null,
    loading: state.status === 'loading',
    error: state.status === 'failed' ? uiText.partFailedToLoad : null,
    load,
  };
}
