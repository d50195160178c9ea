import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { HomeServiceForm, MY_HOME_SERVICES } from '@/components/services/HomeServiceForm';
import { ProjectsEditor } from '@/components/services/ProjectsEditor';
import { Alert } from '@/components/ui/Alert';
import { serviceHref } from '@/components/services/ServiceCard';
import styles from '@/components/services/Services.module.css';
import { buttonClassName } from '@/components/ui/Button';
import { homeServiceTextOf } from '@/lib/services/from-service';
import { servicesText as text } from '@/lib/messages/services';
import { requireSession } from '@/server/session';
import { getCategoryOptions, getEditableHomeService, getHomeServiceProjects } from '@/server/vst/services';

export const metadata: Metadata = { title: text.editTitle, robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Edit a home service (/home-service/edit) and its projects, chosen by `?id=` so a reload works; its owner only. */
export default async function EditHomeServicePage({ searchParams }: { searchParams: SearchParams }) {
  const { id } = await searchParams;
  const value = (Array.isArray(id) ? id[0] : id) ?? '';
  const session = await requireSession(`/home-service/edit?id=${encodeURIComponent(value)}`);
  if (!/^[1-9]\d{0,9}$/.test(value)) notFound();
  const [editable, options] = await Promise.all([getEditableHomeService(Number(value), session), getCategoryOptions()]);
  if (editable.kind === 'not-found') notFound();
  if (editable.kind === 'not-owner') {
    return (
      <div className={`container ${styles.page}`}>
        <h1>{text.notOwnerTitle}</h1>
        <p>{text.notOwnerBody}</p>
        <div className={styles.links}>
          <Link href={serviceHref(editable.service.homeServiceID)} className={buttonClassName('primary')}>{text.viewService}</Link>
          <Link href={MY_HOME_SERVICES} className={buttonClassName('secondary')}>{text.backToMyServices}</Link>
        </div>
      </div>
    );
  }
  const { service } = editable;
  const projects = await getHomeServiceProjects(service.homeServiceID);
  return (
    <div className={`container ${styles.page}`}>
      <h1 id="service-form-heading">{text.editTitle}</h1>
      <p className={styles.muted}>{service.service_title}</p>
      <HomeServiceForm mode={{ kind: 'edit', homeServiceID: service.homeServiceID, imageLink: service.image_link }} options={options} initialValues={homeServiceTextOf(service)} />
      {/* A provider without projects (404 for a service that exists) has no projects section. */}
      {projects.ok ? (
        <ProjectsEditor homeServiceId={service.homeServiceID} projects={projects.data.projects} />
      ) : projects.status !== 404 ? (
        <Alert tone="error">{text.projectsUnavailable}</Alert>
      ) : null}
    </div>
  );
}
