import type { Metadata } from 'next';
import { bannerSharePreview } from '@/lib/share';
import { notFound } from 'next/navigation';
import { PageBanner } from '@/components/tips/PageBanner';
import { PageLinks } from '@/components/tips/PageLinks';
import { TipCard } from '@/components/tips/TipCard';
import { Button } from '@/components/ui/Button';
import { tipsText } from '@/lib/messages/tips';
import { pageCount, resultRange } from '@/lib/pagination';
import { getBanner } from '@/server/vst/reference';
import { getTips } from '@/server/vst/tips';
import styles from '@/components/tips/Tips.module.css';
import { viewSearchParams, type ViewParams } from '@/lib/cached-views';

// Rendered on demand per view and cached for 60 s (see lib/cached-views.ts); nothing is prerendered at build.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}


/** `?page=2&query=rent`: the first value of each, a page number of at least 1, a trimmed query. */
async function readParams(viewParams: ViewParams) {
  const params = await viewSearchParams(viewParams);
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const page = Number.parseInt(first(params.page), 10);
  return { page: Number.isInteger(page) && page > 0 ? page : 1, query: first(params.query).trim().slice(0, 100) };
}

function listHref(page: number, query: string): string {
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/tipsandguides?${search}` : '/tipsandguides';
}

export async function generateMetadata({ params }: { params: ViewParams }): Promise<Metadata> {
  const { page, query } = await readParams(params);
  const preview = bannerSharePreview('tipsandguides', tipsText.title);
  return {
    title: page > 1 ? `${tipsText.title} — page ${page}` : tipsText.title,
    description: tipsText.description,
    // A search result page is not a page of its own for search engines.
    alternates: { canonical: listHref(page, '') },
    ...(query ? { robots: { index: false, follow: true } } : {}),
    openGraph: { type: 'website', title: tipsText.title, description: tipsText.description, url: listHref(page, ''), images: preview.images },
    twitter: { ...preview.twitter, title: tipsText.title, description: tipsText.description },
  };
}

export default async function TipsPage({ params }: { params: ViewParams }) {
  const { page, query } = await readParams(params);
  const [tips, banner] = await Promise.all([getTips({ page, query: query || undefined }), getBanner('tipsandguides')]);
  // A failure is thrown to the error boundary, which offers a retry; a page past the end is a 404.
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
        <PageLinks current={meta.current_page} count={pageCount(meta.total, meta.per_page)} hrefFor={(n) => listHref(n, query)} />
      </section>
    </>
  );
}
