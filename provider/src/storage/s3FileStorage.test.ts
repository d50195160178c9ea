/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import net, { type AddressInfo, type Socket } from 'node:net';
import { startS3Server, type TestS3Server } from '../testing/s3Server';
import { expectStorageContract, sha256 } from '../testing/storageContract';
import { startTestProvider } from '../testing/testProvider';
import { openFileStorage } from './openFileStorage';
import { s3Client, s3FileStorage } from './s3FileStorage';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

test('a bucket keeps bytes by their sha256, reads them back, deletes them; a name that is not a sha256 is refused', async () => {
  await expectStorageContract(s3FileStorage(s3.settings));
});

test('objects are named <prefix>ab/cd/<sha256> in the bucket the configuration names', async () => {
  const bytes = Buffer.from('%PDF-1.7 survey plan');
  const storage = await openFileStorage({ filesDir: '/nowhere', s3: s3.settings });
  await storage.put(sha256(bytes), bytes);
  const hash = sha256(bytes);
  const object = await s3Client(s3.settings).send(
    new GetObjectCommand({ Bucket: s3.settings.bucket, Key: `naijahomes/files/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}` }),
  );
  expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(bytes);
});

test('a write with a key the bucket does not know fails, and nothing is stored', async () => {
  const bytes = Buffer.from('a photo sent with the wrong key');
  const wrongKey = s3FileStorage({ ...s3.settings, credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'wrong' } });
  await expect(wrongKey.put(sha256(bytes), bytes)).rejects.toThrow(/Access Key Id/);
  expect(await s3FileStorage(s3.settings).get(sha256(bytes))).toBeUndefined();
});

test('a provider seeded into the bucket serves its files from there', async () => {
  const provider = await startTestProvider(s3FileStorage(s3.settings));
  try {
    const banner = await provider.request('/files/banner.png');
    expect(banner.status).toBe(200);
    expect(Buffer.from(await banner.arrayBuffer()).toString()).toBe('png bytes of banner.png');
    expect(await s3FileStorage(s3.settings).get(sha256(Buffer.from('png bytes of banner.png')))).toBeDefined();
  } finally {
    await provider.close();
  }
}, 60_000);

test('a bucket that takes the connection and never answers fails the request instead of holding it open', async () => {
  const sockets = new Set<Socket>();
  const silent = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const settings = { ...s3.settings, endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` };
  try {
    const storage = s3FileStorage(settings, s3Client(settings, { connectionMs: 500, requestMs: 500 }));
    await expect(storage.get(sha256(Buffer.from('a photo nobody will send')))).rejects.toThrow(/requestTimeout/);
  } finally {
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  }
}, 20_000);
