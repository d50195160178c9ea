/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { eq } from 'drizzle-orm';
import { files, homeServiceProjectPhotos } from '../db/schema';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPng, type UploadFile } from '../testing/uploads';
import { MAX_PROJECT_PHOTOS, NOT_SERVICE_OWNER, TOO_MANY_PHOTOS } from './serviceProjects';

let provider: TestProvider;
let owner: string;
let buyer: string;
/** "Owner Plumbing" belongs to owner@example.com; "Vera Furniture" to someone else. */
let ownService: number;
let othersService: number;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
  const response = await provider.request('/api/vst/services/getHomeServices?per_page=50');
  const { homeServices } = (await response.json()) as { homeServices: { data: { homeServiceID: number; service_title: string }[] } };
  const idOf = (title: string) => homeServices.data.find((service) => service.service_title === title)!.homeServiceID;
  ownService = idOf('Owner Plumbing');
  othersService = idOf('Vera Furniture');
}, 30_000);
afterAll(() => provider.close());

type Project = { id: number; home_service_id: number; title: string; description: string; photos: { id: number; link: string }[] };

const photo = (shade: number): UploadFile => ({ bytes: tinyPng(shade), name: `photo-${shade}.png`, type: 'image/png' });
const photos = (count: number, from = 0) => Array.from({ length: count }, (_, index) => photo(from + index));

const send = async <Body>(path: string, init: RequestInit) => {
  const response = await provider.request(`/api/vst/services/${path}`, init);
  return { status: response.status, body: (await response.json()) as Body };
};
const addProject = (fields: Record<string, string>, files: UploadFile[], token?: string) =>
  send<{ project: Project } & Refusal>('addHomeServiceProject', multipartRequest(fields, { photos: files }, token));
const projectsOf = async (homeServiceId: number) =>
  (await send<{ projects: Project[] }>(`getHomeServiceProjects?home_service_id=${homeServiceId}`, apiRequest('GET'))).body.projects;

describe('service projects', () => {
  test('the owner adds a project with photos in order; anyone reads it; a service without projects has none', async () => {
    expect(await projectsOf(othersService)).toEqual([]);
    const added = await addProject({ home_service_id: String(ownService), title: 'Borehole in Lekki', description: 'Drilled and plumbed.' }, photos(3), owner);
    expect(added.status).toBe(201);
    expect(added.body.project).toMatchObject({ title: 'Borehole in Lekki', description: 'Drilled and plumbed.', home_service_id: ownService });
    expect(added.body.project.photos).toHaveLength(3);
    const listed = await projectsOf(ownService);
    expect(listed.map((project) => project.title)).toEqual(['Borehole in Lekki']);
    expect(listed[0]!.photos.map((item) => item.link)).toEqual(added.body.project.photos.map((item) => item.link));
    const missing = await send<Refusal>('getHomeServiceProjects?home_service_id=999999', apiRequest('GET'));
    expect(missing.status).toBe(404);
  });

  test('nobody but the owner writes: another user\'s add, change and delete are refused; a visitor must sign in', async () => {
    const refusedAdd = await addProject({ home_service_id: String(othersService), title: 'Not mine', description: 'Attempt' }, photos(1), owner);
    expect(refusedAdd).toEqual({ status: 403, body: { Detail: NOT_SERVICE_OWNER } });
    const anonymous = await addProject({ home_service_id: String(ownService), title: 'Anonymous', description: 'Attempt' }, photos(1));
    expect(anonymous.status).toBe(401);

    const mine = (await addProject({ home_service_id: String(ownService), title: 'Kitchen refit', description: 'New pipes.' }, photos(1), owner)).body.project;
    const change = await send<Refusal>('modifyHomeServiceProject', multipartRequest({ project_id: String(mine.id), title: 'Hijacked', description: 'x' }, {}, buyer));
    expect(change).toEqual({ status: 403, body: { Detail: NOT_SERVICE_OWNER } });
    const remove = await send<Refusal>('deleteHomeServiceProject', apiRequest('POST', { project_id: mine.id }, buyer));
    expect(remove).toEqual({ status: 403, body: { Detail: NOT_SERVICE_OWNER } });
    expect((await projectsOf(ownService)).find((project) => project.id === mine.id)?.title).toBe('Kitchen refit');

    const deleted = await send<{ Detail: string }>('deleteHomeServiceProject', apiRequest('POST', { project_id: mine.id }, owner));
    expect(deleted.status).toBe(200);
    expect((await projectsOf(ownService)).some((project) => project.id === mine.id)).toBe(false);
  });

  test(`at most ${MAX_PROJECT_PHOTOS} photos, counted with the ones kept when editing; photos are checked by their bytes`, async () => {
    const form = { home_service_id: String(ownService), title: 'Estate drainage', description: 'Twelve photos' };
    const tooMany = await addProject(form, photos(MAX_PROJECT_PHOTOS + 1), owner);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.ResponseMessage.photos).toEqual([`Choose at most ${MAX_PROJECT_PHOTOS} files`]);

    const disguised: UploadFile = { bytes: Buffer.from('<script>alert(1)</script>'), name: 'photo.png', type: 'image/png' };
    const html = await addProject(form, [disguised], owner);
    expect(html.status).toBe(422);
    expect(html.body.ResponseMessage.photos).toEqual(['photo.png is not a PNG, JPEG, WebP or GIF image']);

    const nine = (await addProject(form, photos(9, 20), owner)).body.project;
    const overLimit = await send<Refusal>(
      'modifyHomeServiceProject',
      multipartRequest({ project_id: String(nine.id), title: 'Estate drainage', description: 'More' }, { photos: photos(2, 40) }, owner),
    );
    expect(overLimit.status).toBe(422);
    expect(overLimit.body.ResponseMessage.photos).toEqual([TOO_MANY_PHOTOS]);

    // Removing two makes room for three (7 kept + 3 new): the kept ones stay first, in order.
    const removed = nine.photos.slice(0, 2).map((item) => item.id).join(',');
    const edited = await send<{ project: Project }>(
      'modifyHomeServiceProject',
      multipartRequest({ project_id: String(nine.id), title: 'Estate drainage, phase 2', description: 'More', remove_photo_ids: removed }, { photos: photos(3, 40) }, owner),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.project.title).toBe('Estate drainage, phase 2');
    expect(edited.body.project.photos).toHaveLength(MAX_PROJECT_PHOTOS);
    expect(edited.body.project.photos.slice(0, 7).map((item) => item.id)).toEqual(nine.photos.slice(2).map((item) => item.id));
  });

  test('title and description are required, with a message each', async () => {
    const refused = await addProject({ home_service_id: String(ownService), title: ' ', description: '' }, [], owner);
    expect(refused.status).toBe(422);
    expect(refused.body.ResponseMessage).toEqual({ title: ['This is required.'], description: ['This is required.'] });
  });

  test('a photo removed in an edit, and the photos of a deleted project, leave storage', async () => {
    const stored = async (key: string) => (await provider.db.select({ key: files.key }).from(files).where(eq(files.key, key))).length === 1;
    const form = { home_service_id: String(ownService), title: 'Gate automation', description: 'Two photos of their own' };
    const project = (await addProject(form, photos(2, 60), owner)).body.project;
    const [first, second] = await provider.db
      .select({ id: homeServiceProjectPhotos.id, key: homeServiceProjectPhotos.fileKey })
      .from(homeServiceProjectPhotos)
      .where(eq(homeServiceProjectPhotos.projectId, project.id))
      .orderBy(homeServiceProjectPhotos.position);
    expect(await stored(first!.key)).toBe(true);

    const edit = { project_id: String(project.id), title: form.title, description: form.description, remove_photo_ids: String(first!.id) };
    expect((await send('modifyHomeServiceProject', multipartRequest(edit, {}, owner))).status).toBe(200);
    expect(await stored(first!.key)).toBe(false);
    expect(await stored(second!.key)).toBe(true);

    expect((await send('deleteHomeServiceProject', apiRequest('POST', { project_id: project.id }, owner))).status).toBe(200);
    expect(await stored(second!.key)).toBe(false);
  });
});
