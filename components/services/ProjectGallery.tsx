import { imageVariantProps } from '@/lib/images/variants';
import { PropertyImage } from '@/components/property/PropertyImage';
import { servicesText as text } from '@/lib/messages/services';
import type { ServiceProject } from '@/lib/vst/services';
import styles from './Services.module.css';

/** The PROJECTS tab: each project with its description and a gallery of its photos, or "none yet". */
export function ProjectGallery({ projects }: { projects: ServiceProject[] }) {
  if (projects.length === 0) return <p className={styles.muted}>{text.noProjectsYet}</p>;
  return (
    <ul className={styles.projects}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}

/** One project: shared by the public tab and the professional's list on the edit page. */
export function ProjectCard({ project, children }: { project: ServiceProject; children?: React.ReactNode }) {
  const headingId = `project-${project.id}`;
  return (
    <article className={styles.project} aria-labelledby={headingId} data-testid="service-project">
      <h3 id={headingId}>{project.title}</h3>
      <p>{project.description}</p>
      {project.photos.length > 0 ? (
        <ul className={styles.gallery} aria-label={text.projectPhotos(project.title)}>
          {project.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.link} target="_blank" rel="noopener">
                <PropertyImage {...imageVariantProps(photo.link, 'small')} alt={text.projectPhotoAlt(project.title, index + 1, project.photos.length)} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
