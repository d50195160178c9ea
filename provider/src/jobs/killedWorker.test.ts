/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { outbox, savedSearches, users } from '../db/schema';
import { FLAT, LAGOS, RESIDENTIAL } from '../testing/fixtureSeedData';
import { signIn } from '../testing/session';
import { diskFileStorage } from '../storage/fileStorage';
import { startTestJobQueue, startTestProvider, TEST_APP_URL, TEST_PUBLIC_URL, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPdf, tinyPng } from '../testing/uploads';
import type { JobQueue } from './queue';
import { HOME_FACTS } from '../testing/livingFacts';

// A real worker process killed with SIGKILL mid-batch: only where the database outlives a process, on
// PostgreSQL (scripts/test-postgres.mjs). queue.test.ts stops a worker in-process on PGlite too.
const onServer = process.env.PROVIDER_TEST_DATABASE_URL ? describe : describe.skip;

const flat = {
  for_sale: '0', for_sale_aso: '0', name: 'Flat for the killed process', price: '4,500,000', payment_plan_option_id: '1',
  property_type_id: String(RESIDENTIAL), property_category_id: String(FLAT), no_bedroom: '3', no_bathroom: '2', no_kitchen: '1',
  no_toilet: '3', car_parking: '1', square_feet: '1200', year_built: '2020', features: ['1'], country_id: '161',
  state_id: String(LAGOS), city_id: '250', town_id: '2500', description: 'Serviced flat.', vat: '0',
  financial_advisory_fee: '0', video_link: '', latitude: '6.6018', longitude: '3.3515', ...HOME_FACTS,
};
const image = (name: string, shade: number) => ({ bytes: tinyPng(shade), name, type: 'image/png' });

onServer('a worker process killed mid-batch', () => {
  let provider: TestProvider;
  let child: ChildProcess | undefined;
  let worker: JobQueue | undefined;
  // The worker process reads the listing's photos (their variants' job) from the same folder.
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'killed-worker-files-'));
  beforeAll(async () => {
    provider = await startTestProvider(diskFileStorage(filesDir));
  }, 90_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await worker?.stop();
    await provider.close();
    rmSync(filesDir, { recursive: true, force: true });
  }, 30_000);

  test('loses no alert and sends none twice: another worker sends the rest', async () => {
    const [buyer] = await provider.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@example.com'));
    const names = ['Process 1', 'Process 2', 'Process 3', 'Process 4', 'Process 5'];
    await provider.db
      .insert(savedSearches)
      .values(names.map((name) => ({ userId: buyer!.id, name, query: `transaction_type=RENT&state_id=${LAGOS}`, frequency: 'instant' as const })));
    const owner = await signIn(provider, 'owner@example.com');
    const files = { primary_image: [image('front.png', 1)], other_images: [], property_documents: [{ bytes: tinyPdf(), name: 'c.pdf', type: 'application/pdf' }], floor_plan: [image('plan.png', 2)] };
    expect((await provider.request('/api/vst/profile/submitListing', multipartRequest(flat, files, owner))).status).toBe(201);

    const database = provider.database.queue;
    if (!('connectionString' in database)) throw new Error('Needs PostgreSQL');
    // Node itself with tsx's loader, so the signal reaches the worker and not a wrapper process.
    child = spawn(process.execPath, ['--import', 'tsx', path.join('provider', 'src', 'testing', 'alertWorker.ts')], {
      env: { ...process.env, DATABASE_URL: database.connectionString, PROVIDER_FILES_DIR: filesDir, APP_URL: TEST_APP_URL, PROVIDER_PUBLIC_URL: TEST_PUBLIC_URL },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('sent 2')) resolve();
      });
      child!.once('exit', (code) => reject(new Error(`The worker exited (${code}) before its second e-mail`)));
    });
    child.kill('SIGKILL');
    await exited;

    const alerts = () => provider.db.select().from(outbox).where(like(outbox.subject, '%"Process %"'));
    expect(await alerts()).toHaveLength(2);
    worker = await startTestJobQueue(provider, { work: true });
    await worker.settled(60_000);
    const sent = await alerts();
    expect(sent.map((mail) => mail.subject).sort()).toEqual(names.map((name) => `New listing for "${name}"`));
    expect(await worker.failedCount()).toBe(0);
  }, 120_000);
});
