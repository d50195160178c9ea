/** The installable app: the install prompt, offline copies, writes waiting to be sent, the data saver. */
export const pwaText = {
  installTitle: 'Install the app',
  installBody: 'Add NaijaHomes to your home screen: it opens like an app and keeps the homes you viewed for when you have no connection.',
  install: 'Install',
  notNow: 'Not now',
  dataSaver: 'Data saver',
  showPhotos: (count: number) => (count === 1 ? 'Show the photo' : `Show the ${count} photos`),
  savedForOffline: (time: string) => `Saved for offline, as of ${time}`,
  offlineTitle: 'You are offline',
  offlineBody: 'This page has not been saved on this device. The homes you opened recently, your saved listings and the last list of homes you saw open without a connection.',
  offlineRetry: 'Try again',
  offlineHome: 'Go to the home page',
} as const;
