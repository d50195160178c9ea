/** The dashboard landing page. */
export const dashboardText = {
  title: 'My account',
  greeting: (name: string) => `Welcome, ${name}`,
  myAccount: 'My account',
  name: 'Name',
  email: 'E-mail',
  browseProperties: 'Browse properties',
  sellProperty: 'Sell a property',
} as const;
