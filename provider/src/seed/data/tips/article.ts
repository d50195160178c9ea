import type { Motif } from '../images/illustrations';

/** A tip as written by the editors; ids, image keys and reading times are derived in tips.ts. */
export type TipArticle = {
  slug: string;
  title: string;
  excerpt: string;
  bodyHtml: string;
  author: string;
  postedDaysAgo: number;
  motif: Motif;
};
