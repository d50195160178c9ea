/**
 * Shows a sonner toast, loading sonner on first use. Forms that only toast after a request (the
 * property page's lead form, the sell form) then ship without it at first load; the layout's
 * LazyToaster displays it (sonner replays toasts raised before its toaster subscribed). If sonner
 * itself fails to arrive (flaky mobile data), there is nothing to show the toast with and no caller
 * waiting to be told, so it is dropped rather than left an unhandled rejection.
 */
export function showToast(kind: 'success' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message), () => {});
}
