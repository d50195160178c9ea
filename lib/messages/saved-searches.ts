/** Saved searches and their e-mail alerts: the listings' button, the dashboard tab, the unsubscribe page. */
import type { AlertFrequency } from '@/lib/vst/saved-searches';

export const SAVED_SEARCH_NAME_MAX = 120;
/** The most searches one account keeps (the provider's cap, docs/provider-contract.md). */
export const SAVED_SEARCHES_MAX = 50;

export const savedSearchText = {
  // The listings page's button and its dialog
  saveTitle: 'Save this search',
  signInPrompt: 'Sign in or sign up to save this search and hear by e-mail when new homes match it.',
  nameLabel: 'Name of the search',
  frequencyLegend: 'E-mail me new homes',
  frequencies: {
    instant: 'As soon as one is listed',
    daily: 'Once a day',
    off: 'Off',
  } satisfies Record<AlertFrequency, string>,
  submit: 'Save search',
  saved: (name: string) => `"${name}" is saved.`,
  manage: 'Manage saved searches',
  close: 'Close',
  nameRequired: 'Give the search a name',
  nameTooLong: `Use at most ${SAVED_SEARCH_NAME_MAX} characters`,
  /** The name goes into the alert e-mail's subject line. */
  nameOneLine: 'Keep the name on one line, without line breaks',
  /** The provider's cap (a 403 on saving): the dialog keeps what was typed and links to the dashboard. */
  tooMany: `You already have ${SAVED_SEARCHES_MAX} saved searches, the most an account can keep. Delete one you no longer need, then save this one.`,
  /** A query whose filters the listings do not offer (an id or a number out of range), sent by hand. */
  queryOutOfRange: 'This search cannot be saved: one of its filters is not one the listings offer. Open the listings, choose the filters there and save again.',
  /** A provider without saved searches (a 404 for the calls) after the page offered them. */
  unavailable: 'Saved searches are not available at the moment',

  // The parts of a search's name in words (lib/listing/saved-search.ts)
  atLeast: {
    no_bedroom: (count: number) => `${count}+ bedrooms`,
    no_bathroom: (count: number) => `${count}+ bathrooms`,
    no_toilet: (count: number) => `${count}+ toilets`,
    no_car_parking: (count: number) => `${count}+ parking spaces`,
  },
  priceBetween: (min: string, max: string) => `${min} to ${max}`,
  priceUpTo: (max: string) => `up to ${max}`,
  priceFrom: (min: string) => `from ${min}`,

  // The dashboard's tab
  intro: 'New homes that match a saved search are e-mailed to you, as soon as they are listed or once a day.',
  empty: 'You have no saved searches yet. Search the listings and choose "Save this search" to hear about new homes.',
  browseBuy: 'Homes for sale',
  browseRent: 'Homes for rent',
  savedOn: (date: string) => `Saved ${date}`,
  filters: 'Filters',
  alertsLegend: 'E-mail alerts',
  alertsFor: (name: string) => `for ${name}`,
  alertsChanged: (name: string, frequency: AlertFrequency) =>
    frequency === 'off' ? `Alerts for "${name}" are off` : `Alerts for "${name}": ${savedSearchText.frequencies[frequency].toLowerCase()}`,
  alertsNotChanged: 'The alerts were not changed',
  open: 'Open',
  openLabel: (name: string) => `Open the search ${name}`,
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  newName: (name: string) => `New name for ${name}`,
  saveName: 'Save name',
  cancel: 'Cancel',
  renamed: (name: string) => `Renamed to "${name}"`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this saved search?',
  deleteConfirm: (name: string) => `"${name}" will be deleted and its e-mail alerts will stop.`,
  deleted: (name: string) => `"${name}" was deleted`,

  // The unsubscribe page (app/alerts/unsubscribe), reached from an alert e-mail
  unsubscribeTitle: 'Stop e-mail alerts',
  unsubscribeExplain:
    'This stops the e-mails of one saved search. The search itself stays in your dashboard, where you can turn its alerts on again.',
  unsubscribeButton: 'Stop these e-mails',
  unsubscribed: (name: string) => `Alerts stopped for ${name}`,
  unsubscribedNext: 'You will get no more e-mails for this search.',
  /** The provider's own words for a bad token, shown without asking it when the link has no token at all. */
  invalidLink: 'This unsubscribe link is not valid',
  toDashboard: 'Your saved searches',
} as const;
