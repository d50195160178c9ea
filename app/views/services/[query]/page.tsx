import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Pagination } from '@/components/listing/Pagination';
import { PageBanner } from '@/components/listing/PageBanner';
import { CustomerFeedback } from '@/components/services/CustomerFeedback';
import { DirectoryTabs, directoryHref } from '@/components/services/DirectoryTabs';
import { JoinButton } from '@/components/services/JoinButton';
import { ServiceCard } from '@/components/services/ServiceCard';
import styles from '@/components/services/Services.module.css';
import { servicesText as text } from '@/lib/messages/services';
import { getBanner } from '@/server/vst/reference';
import { getHomeServices, getLatestReviews, getServiceDirectory, SERVICES_PER_PAGE } from '@/server/vst/services';
import { viewSearchParams, type ViewParams } from '@/lib/cached-views';
import { readServicesQuery } from '@/lib/view-queries';
import { isPastLastPage } from '@/lib/pagination';

// `/services`, rewritten here with its query (lib/cached-views.ts): each view is rendered on first
// request and served from the cache, expired with the directory's data (revalidateSeconds.services,
// cacheTags.services; a segment option must be a literal). Nothing is prerendered at build.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { title: text.title, description: text.description, alternates: { canonical: '/services' } };

/**
 * The home-services page (/services): hero, how it works, the directory with its tab
 * (`?category=<slug>`) and page in the URL, and the latest customer feedback. Counts come from the data.
 */
export default async function ServicesPage({ params: viewParams }: { params: ViewParams }) {
  const { category: slug, page } = readServicesQuery(await viewSearchParams(viewParams));

  const [directory, banner, feedback] = await Promise.all([getServiceDirectory(), getBanner('services'), getLatestReviews()]);
  if (!directory.ok) throw new Error(directory.detail);
  const { categories, totals } = directory.data;
  const category = slug ? categories.find((candidate) => candidate.slug === slug) : undefined;
  if (slug && !category) notFound();
  // A page past the last is a 404 (which the page cache does not keep, server/page-cache-handler.mjs), found from
  // the first page's count, so that it asks the provider nothing of its own either.
  if (page > 1) {
    const first = await getHomeServices(category?.id, 1);
    if (first.ok && isPastLastPage(page, first.data.homeServices.meta)) notFound();
  }
  const services = await getHomeServices(category?.id, page);
  if (!services.ok) throw new Error(services.detail);
  const { data, meta } = services.data.homeServices;
  if (data.length === 0 && page > 1) notFound();

  return (
    <>
      <PageBanner banner={banner.ok ? banner.data.banner : null} heading={text.heroTitle}>
        <p>{text.heroIntro}</p>
        <div className={styles.heroActions}>
          <JoinButton />
        </div>
      </PageBanner>

      <section className={`container ${styles.section}`} aria-labelledby="how-it-works">
        <h2 id="how-it-works">{text.howItWorksTitle}</h2>
        <ol className={styles.steps}>
          {text.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="directory" className={`container ${styles.section}`} aria-labelledby="directory-heading">
        <h2 id="directory-heading">{text.directoryTitle}</h2>
        <p className={styles.figures}>{text.directoryFigures(totals.services, totals.reviews)}</p>
        <DirectoryTabs categories={categories} current={category?.slug ?? null} total={totals.services} />
        {data.length === 0 ? (
          <p className={styles.muted}>{text.noServices}</p>
        ) : (
          <ul className={styles.grid} aria-label={category ? category.name : text.showAll}>
            {data.map((service) => <li key={service.homeServiceID}><ServiceCard service={service} /></li>)}
          </ul>
        )}
        <Pagination current={meta.current_page} total={meta.total} perPage={SERVICES_PER_PAGE} hrefFor={(n) => directoryHref(category?.slug ?? null, n)} />
      </section>

      <CustomerFeedback reviews={feedback.ok ? feedback.data.service_reviews : []} />
    </>
  );
}
