/**
 * Shows a sonner toast, loading sonner on first use. Forms that only toast after a request (the
 * property page's lead form, the sell form) then ship without it at first load; the layout's
 * LazyToaster displays it (sonner replays toasts raised before its toaster subscribed).
 */
export function showToast(kind: 'success' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message));
}
