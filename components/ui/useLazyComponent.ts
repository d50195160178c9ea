'use client';

import { useState, type ComponentType } from 'react';
import { uiText } from '@/lib/messages/ui';

type LazyState<Props> =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'loaded'; Component: ComponentType<Props> };

/**
 * A component in a chunk of its own, fetched by `load()` when first wanted (a dialog on its first
 * opening) rather than with the page. On a flaky connection the chunk can fail to arrive: `error` then
 * says so, to be shown in place of the component, and the next `load()` (another press) tries again.
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
