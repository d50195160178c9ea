import type { Metadata } from 'next';
import { shareText } from '@/lib/messages/share';
import { bannerSharePreview } from '@/lib/share';
import Link from 'next/link';
import { SponsoredSlot } from '@/components/adverts/SponsoredSlot';
import { HelpCards } from '@/components/home/HelpCards';
import { LoanCallToAction } from '@/components/home/LoanCallToAction';
import { Partners } from '@/components/home/Partners';
import { RecentlyViewed } from '@/components/recently-viewed/RecentlyViewed';
import styles from '@/components/home/Home.module.css';
import { AffordabilityBanner } from '@/components/listing/AffordabilityBanner';
import { PageBanner } from '@/components/listing/PageBanner';
import { SearchForm } from '@/components/listing/SearchForm';
import { PropertyGrid } from '@/components/property/PropertyGrid';
import { TipCard } from '@/components/tips/TipCard';
import { homeText } from '@/lib/messages/home';
import { getFeaturedProperties, getPropertyTypes, getStatesWithProperties } from '@/server/vst/properties';
import { getBanner } from '@/server/vst/reference';
import { getTips } from '@/server/vst/tips';

// Rendered on demand and cached for 60 s (see lib/cached-views.ts); nothing is prerendered at build.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

const HOME_TIPS_COUNT = 3;

export async function generateMetadata(): Promise<Metadata> {
  const preview = bannerSharePreview('home', shareText.siteAlt);
  const title = 'NaijaHomes — homes to buy and rent in Nigeria';
  const description = 'Find houses, flats and land to buy or rent across Nigeria, priced in naira.';
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: '/' },
    openGraph: { title, description, url: '/', images: preview.images },
    twitter: { ...preview.twitter, title, description },
  };
}

/** The home page: hero search, featured homes, how we help, loans, partners and tips. */
export default async function HomePage() {
  const [banner, featured, propertyTypes, states, tips] = await Promise.all([
    getBanner('home'),
    getFeaturedProperties('BUY'),
    getPropertyTypes(),
    getStatesWithProperties(),
    getTips({ page: 1, perPage: HOME_TIPS_COUNT }),
  ]);
  // Thrown rather than rendered empty, so the cache keeps the last good page (or the error page offers a retry).
  if (!featured.ok) throw new Error(featured.detail);

  return (
    <div className={styles.page}>
      <PageBanner banner={banner.ok ? banner.data.banner : null} heading={homeText.heroTitle}>
        <p className={styles.intro}>{homeText.heroIntro}</p>
        <SearchForm
          action="/properties"
          idPrefix="home-search"
          chooseTransaction
          propertyTypes={propertyTypes.ok ? propertyTypes.data.property_types : []}
          states={states.ok ? states.data.states : []}
        />
      </PageBanner>
      <div className="container">
        <div className={styles.section}>
          <AffordabilityBanner />
        </div>
        <RecentlyViewed />
        {featured.ok && featured.data.length > 0 ? (
          <section className={styles.section} aria-labelledby="featured-title">
            <div className={styles.sectionHead}>
              <h2 id="featured-title" className={styles.sectionTitle}>{homeText.featuredTitle}</h2>
              <Link href="/properties/buy" className={styles.more}>{homeText.seeAllBuy}</Link>
            </div>
            <PropertyGrid properties={featured.data.slice(0, 3)} variant="featured" />
          </section>
        ) : null}
        <SponsoredSlot placement="home" />
        <HelpCards />
        <LoanCallToAction />
        <Partners />
        {tips.ok && tips.data.tips_and_guides.data.length > 0 ? (
          <section className={styles.section} aria-labelledby="tips-title">
            <div className={styles.sectionHead}>
              <h2 id="tips-title" className={styles.sectionTitle}>{homeText.tipsTitle}</h2>
              <Link href="/tipsandguides" className={styles.more}>{homeText.tipsAll}</Link>
            </div>
            <ul className={styles.tipsGrid}>
              {tips.data.tips_and_guides.data.map((tip) => <li key={tip.id}><TipCard tip={tip} /></li>)}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
