/** Words of the shared UI components (components/ui). */
export const uiText = {
  closeDialog: 'Close',
} as const;
