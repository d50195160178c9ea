/** Words of the shared UI components (components/ui). */
export const uiText = {
  closeDialog: 'Close',
  loadingPage: 'Loading the page…',
  partFailedToLoad: 'This part of the page could not be loaded. Please check your connection and try again.',
} as const;
