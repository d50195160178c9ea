import type { Tip } from '@/lib/vst/tips';

/**
 * schema.org Article for search engines. `<` is escaped so a title holding `</script>` cannot close
 * the script element early.
 */
export function ArticleJsonLd({ tip, url, imageUrl }: { tip: Tip; url: string; imageUrl: string }) {
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: tip.title,
    description: tip.excerpt,
    datePublished: tip.date_posted,
    author: { '@type': 'Person', name: tip.posted_by.name },
    image: [imageUrl],
    mainEntityOfPage: url,
  };
  const json = JSON.stringify(article).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
