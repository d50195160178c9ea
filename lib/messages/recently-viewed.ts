/** Recently viewed homes: on the home page and the dashboard, kept in this browser. */
export const recentlyViewedText = {
  title: 'Recently viewed',
  intro: 'Homes you opened on this device. Only this browser keeps this list.',
  remove: (name: string) => `Remove ${name} from recently viewed`,
  clear: 'Clear recently viewed',
} as const;
