'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { TextAreaField } from '@/components/property-detail/TextAreaField';
import { FileField } from '@/components/sell/controls';
import { FormErrorBanner } from '@/components/forms/FormErrorBanner';
import { UploadProgress } from '@/components/forms/UploadProgress';
import { useServerForm } from '@/components/forms/useServerForm';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { apiFetch } from '@/lib/api-client';
import { imageVariantProps } from '@/lib/images/variants';
import { MAX_PROJECT_PHOTOS, projectEditorSchema, toProjectFormData } from '@/lib/forms/services';
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

/** Adds a project, or changes one (title, description, photos to take off, new photos). A refusal keeps everything typed and chosen. */
function ProjectForm({ homeServiceId, project, onDone }: { homeServiceId: number; project?: ServiceProject; onDone: () => void }) {
  const router = useRouter();
  const editor = useServerForm({
    schema: projectEditorSchema(project?.photos.length ?? 0),
    defaultValues: { title: project?.title ?? '', description: project?.description ?? '', photos: [], remove: [] },
    action: project ? '/api/vst/services/modifyHomeServiceProject' : '/api/vst/services/addHomeServiceProject',
    multipart: ({ title, description, photos, remove }) =>
      toProjectFormData({
        home_service_id: String(homeServiceId),
        project_id: project ? String(project.id) : undefined,
        title,
        description,
        photos,
        remove_photo_ids: remove.join(','),
      }),
    response: savedProjectResponseSchema,
    onSuccess: () => {
      toast.success(project ? text.projectUpdated : text.projectAdded);
      onDone();
      router.refresh();
    },
  });
  const headingId = project ? `edit-project-${project.id}` : 'new-project';

  const room = MAX_PROJECT_PHOTOS - (project?.photos.length ?? 0);
  return (
    <form noValidate onSubmit={editor.onSubmit} aria-labelledby={headingId} className={styles.form}>
      <h3 id={headingId}>{project ? text.editProject(project.title) : text.addProject}</h3>
      <FormErrorBanner banner={editor.banner} />
      <Field label={text.projectTitle} required maxLength={150} {...editor.field('title')} />
      <TextAreaField label={text.projectDescription} required rows={4} {...editor.field('description')} />
      {project && project.photos.length > 0 ? (
        <fieldset className={styles.group}>
          <legend>{text.currentPhotos}</legend>
          <ul className={styles.photoChoices}>
            {project.photos.map((photo, index) => (
              <li key={photo.id}>
                <label>
                  {/* eslint-disable-next-line @next/next/no-img-element -- variants in srcset (lib/images/variants.ts) */}
                  <img {...imageVariantProps(photo.link, 'small')} alt="" />
                  <span><input type="checkbox" value={photo.id} {...editor.form.register('remove')} /> {text.removePhoto(index + 1)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <Controller
        control={editor.form.control}
        name="photos"
        render={({ field: { ref, onBlur, onChange, name }, fieldState }) => (
          <FileField
            ref={ref}
            name={name}
            label={text.projectPhotosLabel}
            multiple
            accept="image/png,image/jpeg,image/webp,image/gif"
            hint={text.projectPhotosHint(room)}
            error={fieldState.error?.message}
            onBlur={onBlur}
            onChange={(event) => onChange(Array.from(event.target.files ?? []))}
          />
        )}
      />
      <UploadProgress progress={editor.progress} label={text.uploading} />
      <div className={styles.projectActions}>
        <Button type="submit" pending={editor.pending}>{text.saveProject}</Button>
        <Button variant="secondary" onClick={onDone} disabled={editor.pending}>{text.cancel}</Button>
      </div>
    </form>
  );
}
