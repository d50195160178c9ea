/** Tips and guides pages (components/tips, app/tipsandguides). */
export const tipsText = {
  title: 'Tips and guides',
  /** Heading of the list of cards, for screen readers (the cards' titles are h3). */
  articlesHeading: 'Articles',
  intro: 'Practical advice on buying, renting and owning property in Nigeria.',
  description: 'Guides and tips on buying, renting, financing and owning property in Nigeria.',
  searchLabel: 'Search articles',
  searchSubmit: 'Search',
  empty: 'No articles found',
  by: (author: string) => `By ${author}`,
  readTime: (minutes: number) => `${minutes} min read`,
  recent: 'Recent Articles',
  related: 'More Related Articles',
  backToList: 'All tips and guides',
  pagination: 'Pages of articles',
  previous: 'Previous',
  next: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
} as const;
