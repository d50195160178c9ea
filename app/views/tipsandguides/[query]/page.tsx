import type { Metadata } from 'next';
import { bannerSharePreview } from '@/lib/share';
import { notFound } from 'next/navigation';
import { PageBanner } from '@/components/tips/PageBanner';
import { PageLinks } from '@/components/tips/PageLinks';
import { TipCard } from '@/components/tips/TipCard';
import { Button } from '@/components/ui/Button';
import { tipsText } from '@/lib/messages/tips';
import { isPastLastPage, pageCount, resultRange } from '@/lib/pagination';
import { getBanner } from '@/server/vst/reference';
import { getTips } from '@/server/vst/tips';
import styles from '@/components/tips/Tips.module.css';
import { viewSearchParams, type ViewParams } from '@/lib/cached-views';
import { readTipsQuery, tipsHref } from '@/lib/view-queries';

// Rendered on demand per view and cached for 60 s (see lib/cached-views.ts); nothing is prerendered at build.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}


/** `?page=2&query=rent`: the first value of each, a page number of at least 1, a trimmed query. */
async function readParams(viewParams: ViewParams) {
  return readTipsQuery(await viewSearchParams(viewParams));
}

export async function generateMetadata({ params }: { params: ViewParams }): Promise<Metadata> {
  const { page, query } = await readParams(params);
  const preview = bannerSharePreview('tipsandguides', tipsText.title);
  return {
    title: page > 1 ? `${tipsText.title} — page ${page}` : tipsText.title,
    description: tipsText.description,
    // A search result page is not a page of its own for search engines.
    alternates: { canonical: tipsHref(page, '') },
    ...(query ? { robots: { index: false, follow: true } } : {}),
    openGraph: { type: 'website', title: tipsText.title, description: tipsText.description, url: tipsHref(page, ''), images: preview.images },
    twitter: { ...preview.twitter, title: tipsText.title, description: tipsText.description },
  };
}

export default async function TipsPage({ params }: { params: ViewParams }) {
  const { page, query } = await readParams(params);
  // A page past the end is a 404 (which the page cache does not keep, server/page-cache-handler.mjs), found from
  // the first page's count, so that it asks the provider nothing of its own either.
  if (page > 1) {
    const first = await getTips({ page: 1, query: query || undefined });
    if (first.ok && isPastLastPage(page, first.data.tips_and_guides.meta)) notFound();
  }
  const [tips, banner] = await Promise.all([getTips({ page, query: query || undefined }), getBanner('tipsandguides')]);
  // A failure is thrown to the error boundary, which offers a retry.
  if (!tips.ok) throw new Error(tips.detail);
  const { data, meta } = tips.data.tips_and_guides;
  if (data.length === 0 && page > 1) notFound();

  return (
    <>
      <PageBanner image={banner.ok ? banner.data.banner.primary_image : undefined}>
        <h1>{tipsText.title}</h1>
        <p>{banner.ok ? banner.data.banner.title : tipsText.intro}</p>
      </PageBanner>
      <section className={`container ${styles.section}`} aria-labelledby="tips-articles-heading">
        <h2 id="tips-articles-heading" className="visually-hidden">{tipsText.articlesHeading}</h2>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">{resultRange(meta)}</p>
          <form role="search" action="/tipsandguides" className={styles.search}>
            <label htmlFor="tips-query" className="visually-hidden">{tipsText.searchLabel}</label>
            <input id="tips-query" type="search" name="query" defaultValue={query} placeholder={tipsText.searchLabel} />
            <Button type="submit">{tipsText.searchSubmit}</Button>
          </form>
        </div>
        {data.length === 0 ? (
          <p className={styles.empty}>{tipsText.empty}</p>
        ) : (
          <ul className={styles.grid}>
            {data.map((tip) => <li key={tip.id}><TipCard tip={tip} /></li>)}
          </ul>
        )}
        <PageLinks current={meta.current_page} count={pageCount(meta.total, meta.per_page)} hrefFor={(n) => tipsHref(n, query)} />
      </section>
    </>
  );
}
