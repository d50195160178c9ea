'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { FileField } from '@/components/sell/controls';
import { useBannerFocus } from '@/components/forms/useBannerFocus';
import type { FormBanner } from '@/components/forms/useServerForm';
import { uploadWithProgress } from '@/components/forms/uploadWithProgress';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { apiFetch } from '@/lib/api-client';
import { imageVariantProps } from '@/lib/images/variants';
import { MAX_PROJECT_PHOTOS, projectFormSchema, projectPhotoCountOk, toProjectFormData } from '@/lib/forms/services';
import { messages } from '@/lib/messages';
import { servicesText as text } from '@/lib/messages/services';
import { detailSchema } from '@/lib/vst/common';
import { savedProjectResponseSchema, type ServiceProject } from '@/lib/vst/services';
import { ProjectCard } from './ProjectGallery';
import styles from './Services.module.css';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; projectId: number } | { kind: 'delete'; projectId: number };

/**
 * The professional's projects on the service's edit page: add one, change or delete each. The list
 * comes from the server; after a change the page is read again (router.refresh).
 */
export function ProjectsEditor({ homeServiceId, projects }: { homeServiceId: number; projects: ServiceProject[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const close = () => setEditing({ kind: 'none' });

  async function remove(project: ServiceProject) {
    setDeleting(true);
    setDeleteError(null);
    const result = await apiFetch('/api/vst/services/deleteHomeServiceProject', { method: 'POST', body: { project_id: project.id }, schema: detailSchema });
    setDeleting(false);
    if (!result.ok) {
      setDeleteError(result.message);
      return;
    }
    toast.success(text.projectDeleted);
    close();
    router.refresh();
  }

  return (
    <section aria-labelledby="projects-heading" className={styles.section}>
      <h2 id="projects-heading">{text.projectsTitle}</h2>
      <p className={styles.muted}>{text.projectsHint}</p>
      {projects.length === 0 ? <p>{text.noProjectsYet}</p> : null}
      <ul className={styles.projects}>
        {projects.map((project) => (
          <li key={project.id} className={styles.panel}>
            {editing.kind === 'edit' && editing.projectId === project.id ? (
              <ProjectForm homeServiceId={homeServiceId} project={project} onDone={close} />
            ) : (
              <ProjectCard project={project}>
                {editing.kind === 'delete' && editing.projectId === project.id ? (
                  <div role="group" aria-label={text.deleteProject(project.title)} className={styles.projectActions}>
                    <span>{text.confirmDelete(project.title)}</span>
                    <Button variant="primary" pending={deleting} onClick={() => remove(project)}>{text.yesDelete}</Button>
                    <Button variant="secondary" onClick={close}>{text.cancel}</Button>
                    {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
                  </div>
                ) : (
                  <div className={styles.projectActions}>
                    <Button variant="secondary" aria-label={text.editProject(project.title)} onClick={() => setEditing({ kind: 'edit', projectId: project.id })}>{text.edit}</Button>
                    <Button variant="secondary" aria-label={text.deleteProject(project.title)} onClick={() => setEditing({ kind: 'delete', projectId: project.id })}>{text.delete}</Button>
                  </div>
                )}
              </ProjectCard>
            )}
          </li>
        ))}
      </ul>
      {editing.kind === 'new' ? (
        <div className={styles.panel}>
          <ProjectForm homeServiceId={homeServiceId} onDone={close} />
        </div>
      ) : (
        <Button onClick={() => setEditing({ kind: 'new' })}>{text.addProject}</Button>
      )}
    </section>
  );
}

type FieldErrors = Partial<Record<'title' | 'description' | 'photos', string>>;

/** Adds a project, or changes one (title, description, photos to take off, new photos). A refusal keeps everything typed and chosen. */
function ProjectForm({ homeServiceId, project, onDone }: { homeServiceId: number; project?: ServiceProject; onDone: () => void }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const bannerRef = useBannerFocus(banner);
  const [progress, setProgress] = useState<number | null>(null);
  const headingId = project ? `edit-project-${project.id}` : 'new-project';

  /** Focuses the first field with a message; false when none was focused. */
  function focusFirst(found: FieldErrors): boolean {
    const first = (['title', 'description', 'photos'] as const).find((name) => found[name]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (!(control instanceof HTMLElement)) return false;
    control.focus();
    return true;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBanner(null);
    const data = new FormData(event.currentTarget);
    const removed = data.getAll('remove').map(String);
    const photos = data.getAll('photos').filter((file): file is File => file instanceof File && (file.size > 0 || file.name !== ''));
    const parsed = projectFormSchema.safeParse({
      home_service_id: String(homeServiceId),
      project_id: project ? String(project.id) : undefined,
      title: data.get('title'),
      description: data.get('description'),
      photos,
      remove_photo_ids: removed.join(','),
    });
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if ((name === 'title' || name === 'description' || name === 'photos') && !found[name]) found[name] = issue.message;
      }
    }
    const kept = (project?.photos.length ?? 0) - removed.length;
    if (!found.photos && !projectPhotoCountOk(kept, photos.length)) found.photos = text.tooManyPhotos;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setProgress(0);
    const path = project ? '/api/vst/services/modifyHomeServiceProject' : '/api/vst/services/addHomeServiceProject';
    const result = await uploadWithProgress(path, toProjectFormData(parsed.data), setProgress);
    setProgress(null);
    if (result.ok && savedProjectResponseSchema.safeParse(result.data).success) {
      toast.success(project ? text.projectUpdated : text.projectAdded);
      onDone();
      router.refresh();
      return;
    }
    let focused = false;
    if (!result.ok) {
      const fromServer: FieldErrors = {};
      for (const name of ['title', 'description', 'photos'] as const) {
        const message = result.fieldErrors?.[name];
        if (message) fromServer[name] = message;
      }
      setErrors(fromServer);
      focused = focusFirst(fromServer);
    }
    // A field with its own message already has focus; the banner must not take it away.
    setBanner({ message: result.ok ? messages.serverError : result.message, takesFocus: !focused });
  }

  const room = MAX_PROJECT_PHOTOS - (project?.photos.length ?? 0);
  const sending = progress !== null;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId} className={styles.form}>
      <h3 id={headingId}>{project ? text.editProject(project.title) : text.addProject}</h3>
      {banner ? (
        <div ref={bannerRef} tabIndex={-1}>
          <Alert tone="error">{banner.message}</Alert>
        </div>
      ) : null}
      <Field label={text.projectTitle} name="title" required maxLength={150} defaultValue={project?.title} error={errors.title} />
      <TextAreaField label={text.projectDescription} name="description" required rows={4} defaultValue={project?.description} error={errors.description} />
      {project && project.photos.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>{text.currentPhotos}</legend>
          <ul className={styles.photoChoices}>
            {project.photos.map((photo, index) => (
              <li key={photo.id}>
                <label>
                  {/* eslint-disable-next-line @next/next/no-img-element -- variants in srcset (lib/images/variants.ts) */}
                  <img {...imageVariantProps(photo.link, 'small')} alt="" />
                  <span><input type="checkbox" name="remove" value={photo.id} /> {text.removePhoto(index + 1)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <FileField
        label={text.projectPhotosLabel}
        name="photos"
        multiple
        accept="image/png,image/jpeg,image/webp,image/gif"
        hint={text.projectPhotosHint(room)}
        error={errors.photos}
      />
      {sending ? (
        <div>
          <label htmlFor={`${headingId}-progress`}>{text.uploading}</label>
          <progress id={`${headingId}-progress`} max={1} value={progress}>{Math.round(progress * 100)}%</progress>
        </div>
      ) : null}
      <div className={styles.projectActions}>
        <Button type="submit" pending={sending}>{text.saveProject}</Button>
        <Button variant="secondary" onClick={onDone} disabled={sending}>{text.cancel}</Button>
      </div>
    </form>
  );
}
