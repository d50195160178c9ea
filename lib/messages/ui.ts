/** Words of the shared UI components (components/ui). */
export const uiText = {
  closeDialog: 'Close',
  loadingPage: 'Loading the page…',
} as const;
