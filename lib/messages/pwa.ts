/** The installable app: the install prompt, offline copies, writes waiting to be sent, the data saver. */
export const pwaText = {
  installTitle: 'Install the app',
  installBody: 'Add NaijaHomes to your home screen: it opens like an app and keeps the homes you viewed for when you have no connection.',
  install: 'Install',
  notNow: 'Not now',
} as const;
