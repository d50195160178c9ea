'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { useLazyComponent } from '@/components/ui/loadOnFirstUse';
import { serviceProfileText as text } from '@/lib/messages/service-profile';
import type { Rating } from '@/lib/vst/services';
import { StarRating } from './StarRating';
import styles from './Services.module.css';

// Its own chunk, loaded when the REVIEWS tab is first opened (./ReviewsPanel says why).
const loadReviewsPanel = () => import('./ReviewsPanel').then((module) => module.ReviewsPanel);

const TABS = ['about', 'projects', 'reviews'] as const;
type Tab = (typeof TABS)[number];

/** `projects` null: the provider has no projects, and the PROJECTS tab is left out. */
type ProfileViewProps = { homeServiceId: number; initialRating: Rating; about: ReactNode; projects: ReactNode | null };

/**
 * The professional's page body: the review banner with the real average and count, and the tabs
 * ABOUT US, PROJECTS and REVIEWS (arrow keys move between tabs). The reviews load when their tab is
 * first opened, and stay; a new review updates the banner.
 */
export function ProfileView({ homeServiceId, initialRating, about, projects }: ProfileViewProps) {
  const [rating, setRating] = useState(initialRating);
  const [tab, setTab] = useState<Tab>('about');
  const reviews = useLazyComponent(loadReviewsPanel);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ about: null, projects: null, reviews: null });

  const tabs: readonly Tab[] = projects === null ? TABS.filter((name) => name !== 'projects') : TABS;

  function openTab(name: Tab) {
    setTab(name);
    // Opening the tab again after the code failed to arrive asks for it again.
    if (name === 'reviews') reviews.load();
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!;
    openTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div className={styles.banner} role="group" aria-label={text.customerReviews}>
        {rating.average === null ? (
          <span>{text.noReviewsYet}</span>
        ) : (
          <>
            <span className={styles.bannerScore}>{rating.average.toFixed(1)}</span>
            <StarRating stars={rating.average} />
            <span data-testid="review-count">{text.reviewCount(rating.count)}</span>
          </>
        )}
        <span className="visually-hidden" aria-live="polite">{text.ratingSummary(rating.average, rating.count)}</span>
      </div>

      <div role="tablist" aria-label={text.profileTabsLabel} className={styles.tabList}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tabButton}
            onClick={() => openTab(name)}
            onKeyDown={onTabKey}
          >
            {text.tabs[name]}
          </button>
        ))}
      </div>
      <TabPanel name="about" hidden={tab !== 'about'}>{about}</TabPanel>
      {projects === null ? null : <TabPanel name="projects" hidden={tab !== 'projects'}>{projects}</TabPanel>}
      <TabPanel name="reviews" hidden={tab !== 'reviews'} className={styles.form}>
        {reviews.Component ? (
          <reviews.Component homeServiceId={homeServiceId} onRated={setRating} />
        ) : reviews.loading ? (
          <p className={styles.muted}>{text.loadingReviews}</p>
        ) : reviews.error ? (
          <Alert tone="error">{reviews.error}</Alert>
        ) : null}
      </TabPanel>
    </div>
  );
}

/**
 * A tab's panel, opened by a heading of its own: what the panels hold (a project, the reviews, the
 * review form) are h3s, and without an h2 between them and the page's h1 the outline skips a level.
 * Hidden from sight: the tab above already shows the name.
 */
function TabPanel({ name, hidden, className, children }: { name: Tab; hidden: boolean; className?: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`panel-${name}`} aria-labelledby={`tab-${name}`} hidden={hidden} className={className}>
      <h2 className="visually-hidden">{text.tabHeadings[name]}</h2>
      {children}
    </div>
  );
}
