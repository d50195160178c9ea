/** The home page (components/home). */
export const homeText = {
  welcome: 'Welcome to NaijaHomes',
  heroTitle: 'Find your next home in Nigeria',
  heroIntro: 'Browse homes to buy or rent from owners and agents in all 36 states and the FCT, every price in naira.',
  featuredTitle: 'Featured properties',
  seeAllBuy: 'See all homes for sale',
  helpTitle: 'Discover how we can help',
  helpCards: {
    downPayment: { title: 'Down payment help', body: 'Down payments start from 3.5%. See what you can afford and how to save for it.', link: 'Work out your budget' },
    agent: { title: 'Talk to an agent', body: 'Our agents know every neighbourhood. Call us on weekdays, 8am to 6pm.', link: 'Call' },
    afford: { title: 'Find houses you can afford', body: 'Filter by price, rooms and state to see only the homes within your budget.', link: 'Browse properties' },
    rentToOwn: { title: 'Rent with option to buy', body: 'Move in as a tenant and put part of your rent towards buying the home.', link: 'See homes for rent' },
  },
  agentPhoneDisplay: '+234 1 280 4400',
  agentPhoneHref: '+23412804400',
  loanTitle: 'Need a home loan?',
  loanBody: 'Get pre-approved in minutes and shop with a budget sellers can trust.',
  loanLink: 'Get pre-approved',
  partnersTitle: 'Our partners',
  partners: ['Federal Mortgage Bank', 'Lagos Homes Trust', 'Unity Mortgage', 'Abuja Property Registry', 'Naija Builders Guild'],
  tipsTitle: 'Tips and guides',
  tipsAll: 'Read all tips and guides',
} as const;
