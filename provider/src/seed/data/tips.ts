import { illustrationKey } from './images/catalog';
import type { Motif } from './images/illustrations';
import { owningArticles } from './tips/owning';
import { rentingArticles } from './tips/renting';
import { titleArticles } from './tips/titles';
import type { SeedTip } from './types';

const WORDS_PER_MINUTE = 200;

const articles = [...titleArticles, ...rentingArticles, ...owningArticles];

export function wordCount(html: string): number {
  return html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
}

export const tips: SeedTip[] = articles.map((article, index) => ({
  id: index + 1,
  slug: article.slug,
  title: article.title,
  excerpt: article.excerpt,
  bodyHtml: article.bodyHtml,
  imageKey: illustrationKey('tip', article.slug),
  author: article.author,
  postedDaysAgo: article.postedDaysAgo,
  readMinutes: Math.max(1, Math.round(wordCount(article.bodyHtml) / WORDS_PER_MINUTE)),
}));

/** The picture drawn for each tip, matched to its topic. */
export const tipIllustrations: { key: string; motif: Motif; title: string }[] = articles.map((article) => ({
  key: illustrationKey('tip', article.slug),
  motif: article.motif,
  title: article.title,
}));
