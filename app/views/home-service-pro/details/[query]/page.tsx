import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { imageVariantProps } from '@/lib/images/variants';
import { PropertyImage } from '@/components/property/PropertyImage';
import { ContactPanel } from '@/components/services/ContactPanel';
import { serviceHref } from '@/components/services/ServiceCard';
import { WhatsAppShare } from '@/components/share/WhatsAppShare';
import { MessageForm } from '@/components/services/MessageForm';
import { ProfileView } from '@/components/services/ProfileView';
import { ProjectGallery } from '@/components/services/ProjectGallery';
import styles from '@/components/services/Services.module.css';
import { servicesText as text } from '@/lib/messages/services';
import { shareText } from '@/lib/messages/share';
import { sharePreviewMetadata } from '@/lib/share';
import { serverEnv } from '@/server/env';
import { getHomeService, getHomeServiceProjects } from '@/server/vst/services';
import { viewSearchParams, type ViewParams } from '@/lib/cached-views';
import { readServiceId } from '@/lib/view-queries';

// `/home-service-pro/details?id=…`, rewritten here with its query (lib/cached-views.ts): each
// professional's page is rendered on first request and served from the cache until a write to the
// services (a review, an edit, a project) expires cacheTags.services, or revalidateSeconds.services
// passes (a segment option must be a literal). Nothing is prerendered at build.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Props = { params: ViewParams };

async function serviceOf(params: ViewParams) {
  const id = readServiceId(await viewSearchParams(params));
  if (id === undefined) notFound();
  const result = await getHomeService(id);
  if (!result.ok) {
    if (result.status === 404) notFound();
    throw new Error(result.detail);
  }
  return result.data.homeService;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await serviceOf(params);
  const preview = sharePreviewMetadata(`/og/service/${service.homeServiceID}`, shareText.previewAlt(service.service_title));
  return {
    title: service.service_title,
    description: `${service.category_type.name} in ${service.business_address}. ${service.business_description.slice(0, 150)}`,
    alternates: { canonical: serviceHref(service.homeServiceID) },
    openGraph: { type: 'profile', title: service.service_title, url: serviceHref(service.homeServiceID), images: preview.images },
    twitter: { ...preview.twitter, title: service.service_title },
  };
}

/**
 * One professional (/home-service-pro/details), chosen by `?id=` so the page can be shared and
 * reloaded: tabs ABOUT US, PROJECTS and REVIEWS with the review banner, contact block, social links and a message form.
 */
export default async function HomeServiceDetailsPage({ params }: Props) {
  const service = await serviceOf(params);
  const projects = await getHomeServiceProjects(service.homeServiceID);
  return (
    <div className={`container ${styles.profile}`}>
      <div>
        <div className={styles.profileHeader}>
          <PropertyImage {...imageVariantProps(service.image_link, 'avatar')} alt="" priority />
          <div>
            <h1>{service.service_title}</h1>
            <p className={styles.muted}>{service.category_type.name} · {service.category.name} · {text.yearsOfExperience(service.years_of_experience)}</p>
            <p className={styles.muted}>{service.owner.name}</p>
            <p>
              <WhatsAppShare
                text={`${service.service_title}, ${service.category_type.name}`}
                url={new URL(serviceHref(service.homeServiceID), serverEnv().appUrl).toString()}
              />
            </p>
          </div>
        </div>
        <ProfileView
          homeServiceId={service.homeServiceID}
          initialRating={service.rating}
          about={<p style={{ whiteSpace: 'pre-line' }}>{service.business_description}</p>}
          // A provider without projects answers 404 for a service that exists: the tab is left out.
          projects={
            projects.ok ? (
              <ProjectGallery projects={projects.data.projects} />
            ) : projects.status === 404 ? null : (
              <p className={styles.muted}>{text.projectsUnavailable}</p>
            )
          }
        />
        <p><Link href="/services">{text.backToServices}</Link></p>
      </div>
      <aside className={styles.aside}>
        <ContactPanel service={service} />
        <section className={styles.panel} aria-labelledby="message-heading">
          <h2 id="message-heading">{text.messageTitle}</h2>
          <MessageForm homeServiceId={service.homeServiceID} labelledBy="message-heading" />
        </section>
      </aside>
    </div>
  );
}
