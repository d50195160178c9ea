import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { authOf, requireUser } from '../auth/middleware';
import type { Database } from '../db/client';
import { homeServiceProjectPhotos, homeServiceProjects, homeServices } from '../db/schema';
import type { AppEnv, ProviderDependencies } from '../http/context';
import { forbidden, notFound, validationFailed, type FieldErrors } from '../http/errors';
import { formId, positiveId, requiredText } from '../http/fields';
import { parseMultipartBody, type MultipartForm } from '../http/multipart';
import { checkedFiles, uploadBodyLimit, type CheckedFile } from '../http/uploads';
import { fieldErrorsOf, parseJsonBody, parseQuery } from '../http/validation';
import { releaseFiles, storeUploadedFile } from '../queries/files';
import type { FileStorage } from '../storage/fileStorage';
import { fileLink } from '../serializers/fileLink';
import { SERVICE_NOT_FOUND } from './services';

export const PROJECT_UPLOAD_PATHS = ['/services/addHomeServiceProject', '/services/modifyHomeServiceProject'] as const;
/** Ten photos of at most 5 MB each, and the form around them. */
export const MAX_PROJECT_PHOTOS = 10;
const PROJECT_UPLOAD_LIMIT = MAX_PROJECT_PHOTOS * 5 * 1024 * 1024 + 64 * 1024;

export const PROJECT_NOT_FOUND = 'Project not found';
export const NOT_SERVICE_OWNER = 'Only the owner of this home service can change its projects';
export const TOO_MANY_PHOTOS = `A project has at most ${MAX_PROJECT_PHOTOS} photos`;

const maxText = (max: number) => requiredText.pipe(z.string().max(max, `Must be at most ${max} characters`));
const projectFields = z.object({ title: maxText(150), description: maxText(3000) });

/** Every project of a service, newest first, each with its photos in order. */
async function findProjects(db: Database, homeServiceId: number, publicUrl: string) {
  const projects = await db
    .select()
    .from(homeServiceProjects)
    .where(eq(homeServiceProjects.homeServiceId, homeServiceId))
    .orderBy(desc(homeServiceProjects.createdAt), desc(homeServiceProjects.id));
  const photos = projects.length === 0
    ? []
    : await db
        .select()
        .from(homeServiceProjectPhotos)
        .where(inArray(homeServiceProjectPhotos.projectId, projects.map((project) => project.id)))
        .orderBy(asc(homeServiceProjectPhotos.position));
  return projects.map((project) => ({
    id: project.id,
    home_service_id: project.homeServiceId,
    title: project.title,
    description: project.description,
    photos: photos
      .filter((photo) => photo.projectId === project.id)
      .map((photo) => ({ id: photo.id, link: fileLink(publicUrl, photo.fileKey) })),
    date_created: project.createdAt.toISOString(),
    date_updated: project.updatedAt.toISOString(),
  }));
}

/** The service's owner, or 404 when there is no such service. */
async function serviceOwner(db: Database, homeServiceId: number): Promise<number> {
  const [service] = await db.select({ ownerId: homeServices.ownerId }).from(homeServices).where(eq(homeServices.id, homeServiceId));
  if (!service) throw notFound(SERVICE_NOT_FOUND);
  return service.ownerId;
}

/** The project and its service when the signed-in user owns that service: 404 unknown, 403 someone else's. */
async function ownedProject(db: Database, projectId: number, userId: number) {
  const [row] = await db
    .select({ project: homeServiceProjects, ownerId: homeServices.ownerId })
    .from(homeServiceProjects)
    .innerJoin(homeServices, eq(homeServices.id, homeServiceProjects.homeServiceId))
    .where(eq(homeServiceProjects.id, projectId));
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  if (row.ownerId !== userId) throw forbidden(NOT_SERVICE_OWNER);
  return row.project;
}

/** Title, description and new photos (checked by their bytes), refused together with one message per field. */
async function readProjectForm(form: MultipartForm, photosAlready: number) {
  const fields = projectFields.safeParse(form.text);
  const photos = await checkedFiles(form.files.photos, { accept: 'image', min: 0, max: MAX_PROJECT_PHOTOS });
  const errors: FieldErrors = fields.success ? {} : fieldErrorsOf(fields.error);
  if (photos.errors.length > 0) errors.photos = photos.errors;
  else if (photosAlready + photos.files.length > MAX_PROJECT_PHOTOS) errors.photos = [TOO_MANY_PHOTOS];
  if (!fields.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return { fields: fields.data, photos: photos.files };
}

async function addPhotos(db: Database, storage: FileStorage, projectId: number, photos: CheckedFile[], firstPosition: number) {
  for (const [index, photo] of photos.entries()) {
    const fileKey = await storeUploadedFile(db, storage, photo.bytes, photo.type);
    await db.insert(homeServiceProjectPhotos).values({ projectId, fileKey, position: firstPosition + index });
  }
}

/** Ids separated by commas in one text field (`remove_photo_ids=3,5`); empty or missing is none. */
const idList = z
  .string()
  .regex(/^([1-9]\d{0,9}(,[1-9]\d{0,9})*)?$/, 'Must be ids separated by commas')
  .transform((text) => (text === '' ? [] : text.split(',').map(Number)));

/**
 * A professional's projects (the PROJECTS tab): anyone reads them; only the service's owner adds,
 * changes or deletes one.
 */
export function serviceProjectRoutes({ db, storage, config }: ProviderDependencies) {
  const routes = new Hono<AppEnv>();
  const projectJson = async (homeServiceId: number, projectId: number) =>
    (await findProjects(db, homeServiceId, config.publicUrl)).find((project) => project.id === projectId);

  routes.get('/services/getHomeServiceProjects', async (c) => {
    const { home_service_id } = parseQuery(c, z.object({ home_service_id: positiveId }));
    await serviceOwner(db, home_service_id);
    return c.json({ projects: await findProjects(db, home_service_id, config.publicUrl) });
  });

  routes.post(PROJECT_UPLOAD_PATHS[0], uploadBodyLimit(PROJECT_UPLOAD_LIMIT), requireUser(db), async (c) => {
    const form = await parseMultipartBody(c);
    const target = z.object({ home_service_id: formId }).safeParse(form.text);
    if (!target.success) throw validationFailed(fieldErrorsOf(target.error));
    const homeServiceId = target.data.home_service_id;
    if ((await serviceOwner(db, homeServiceId)) !== authOf(c).userId) throw forbidden(NOT_SERVICE_OWNER);
    const { fields, photos } = await readProjectForm(form, 0);
    const projectId = await db.transaction(async (tx) => {
      const [saved] = await tx.insert(homeServiceProjects).values({ homeServiceId, ...fields }).returning({ id: homeServiceProjects.id });
      if (!saved) throw new Error('Inserting a project returned no row');
      await addPhotos(tx, storage, saved.id, photos, 0);
      return saved.id;
    });
    return c.json({ Detail: 'Project added', project: await projectJson(homeServiceId, projectId) }, 201);
  });

  routes.post(PROJECT_UPLOAD_PATHS[1], uploadBodyLimit(PROJECT_UPLOAD_LIMIT), requireUser(db), async (c) => {
    const form = await parseMultipartBody(c);
    const target = z.object({ project_id: formId, remove_photo_ids: idList.default([]) }).safeParse({
      project_id: form.text.project_id,
      remove_photo_ids: form.text.remove_photo_ids,
    });
    if (!target.success) throw validationFailed(fieldErrorsOf(target.error));
    const project = await ownedProject(db, target.data.project_id, authOf(c).userId);
    const kept = (
      await db
        .select({ id: homeServiceProjectPhotos.id })
        .from(homeServiceProjectPhotos)
        .where(eq(homeServiceProjectPhotos.projectId, project.id))
        .orderBy(asc(homeServiceProjectPhotos.position))
    ).filter((photo) => !target.data.remove_photo_ids.includes(photo.id));
    const { fields, photos } = await readProjectForm(form, kept.length);
    await db.transaction(async (tx) => {
      await tx.update(homeServiceProjects).set({ ...fields, updatedAt: new Date() }).where(eq(homeServiceProjects.id, project.id));
      const removed =
        target.data.remove_photo_ids.length === 0
          ? []
          : await tx
              .delete(homeServiceProjectPhotos)
              .where(and(eq(homeServiceProjectPhotos.projectId, project.id), inArray(homeServiceProjectPhotos.id, target.data.remove_photo_ids)))
              .returning({ key: homeServiceProjectPhotos.fileKey });
      // Kept photos move up to positions 0.. in their order, so new ones follow without a gap or a clash.
      for (const [position, photo] of kept.entries()) {
        await tx.update(homeServiceProjectPhotos).set({ position: -1 - position }).where(eq(homeServiceProjectPhotos.id, photo.id));
      }
      for (const [position, photo] of kept.entries()) {
        await tx.update(homeServiceProjectPhotos).set({ position }).where(eq(homeServiceProjectPhotos.id, photo.id));
      }
      await addPhotos(tx, storage, project.id, photos, kept.length);
      await releaseFiles(tx, storage, removed.map((photo) => photo.key));
    });
    return c.json({ Detail: 'Project updated', project: await projectJson(project.homeServiceId, project.id) });
  });

  routes.post('/services/deleteHomeServiceProject', requireUser(db), async (c) => {
    const { project_id } = await parseJsonBody(c, z.object({ project_id: positiveId }));
    const project = await ownedProject(db, project_id, authOf(c).userId);
    await db.transaction(async (tx) => {
      // Its photos go with it (cascade); their files too, unless something else still refers to them.
      const photos = await tx
        .select({ key: homeServiceProjectPhotos.fileKey })
        .from(homeServiceProjectPhotos)
        .where(eq(homeServiceProjectPhotos.projectId, project.id));
      await tx.delete(homeServiceProjects).where(eq(homeServiceProjects.id, project.id));
      await releaseFiles(tx, storage, photos.map((photo) => photo.key));
    });
    return c.json({ Detail: 'Project deleted' });
  });

  return routes;
}
