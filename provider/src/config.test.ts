/** @jest-environment node */
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

test('defaults', () => {
  expect(loadConfig({})).toEqual({
    port: 4010,
    host: '127.0.0.1',
    publicUrl: 'http://127.0.0.1:4010',
    appUrl: 'http://localhost:3000',
    dataDir: path.resolve(__dirname, '../../.data/provider'),
    filesDir: path.resolve(__dirname, '../../.data/provider-files'),
    seedPhotoCacheDir: path.join(os.tmpdir(), 'naijahomes-seed-photos'),
    s3: undefined,
    databaseUrl: undefined,
    databasePoolSize: 10,
    databaseStatementTimeoutMs: 10_000,
    sandbox: true,
    social: {},
    gateways: {},
    gatewayTimeoutMs: 10_000,
    phoneCodesPerDay: 500,
    sandboxAllowPublic: false,
    alertsSecret: expect.stringMatching(/^[\w-]{43}$/),
    trustedCallers: ['127.0.0.0/8', '::1/128'],
    mail: undefined,
    termii: undefined,
  });
});

test('texts go through Termii with TERMII_API_KEY and TERMII_SENDER_ID; a half or a bad setting stops the start', () => {
  expect(loadConfig({ TERMII_API_KEY: 'TLkey', TERMII_SENDER_ID: 'NaijaHomes' }).termii).toEqual({
    apiKey: 'TLkey',
    senderId: 'NaijaHomes',
    baseUrl: 'https://api.ng.termii.com',
    channel: 'dnd',
    secretKey: undefined,
    timeoutMs: 5000,
  });
  const full = { TERMII_API_KEY: 'TLkey', TERMII_SENDER_ID: 'NaijaHomes', TERMII_SECRET_KEY: 'sk', TERMII_BASE_URL: 'https://v3.api.termii.com/', TERMII_CHANNEL: 'generic', SMS_GATEWAY_TIMEOUT_MS: '3000' };
  expect(loadConfig(full).termii).toEqual({ apiKey: 'TLkey', senderId: 'NaijaHomes', baseUrl: 'https://v3.api.termii.com', channel: 'generic', secretKey: 'sk', timeoutMs: 3000 });
  expect(() => loadConfig({ TERMII_API_KEY: 'TLkey' })).toThrow(/TERMII_SENDER_ID/);
  expect(() => loadConfig({ TERMII_API_KEY: 'TLkey', TERMII_SENDER_ID: 'NaijaHomesLimited' })).toThrow(/3 to 11 characters/);
  expect(() => loadConfig({ TERMII_SENDER_ID: 'NaijaHomes', TERMII_SECRET_KEY: 'sk' })).toThrow(/TERMII_SENDER_ID, TERMII_SECRET_KEY set without TERMII_API_KEY/);
  expect(() => loadConfig({ ...full, TERMII_BASE_URL: 'api.ng.termii.com' })).toThrow(/TERMII_BASE_URL/);
  expect(() => loadConfig({ ...full, TERMII_CHANNEL: 'whatsapp' })).toThrow(/TERMII_CHANNEL/);
  expect(() => loadConfig({ ...full, SMS_GATEWAY_TIMEOUT_MS: 'soon' })).toThrow(/SMS_GATEWAY_TIMEOUT_MS/);
  // The key is never repeated in a message.
  expect(() => loadConfig({ ...full, TERMII_CHANNEL: 'x' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('TLkey') }));
});

test('a gateway with its secret key is real; the timeout of its calls is PAYMENT_GATEWAY_TIMEOUT_MS', () => {
  const config = loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1', PAYMENT_GATEWAY_TIMEOUT_MS: '2500' });
  expect(config.gateways).toEqual({ paystack: { secretKey: 'sk_test_1', baseUrl: 'https://api.paystack.co' } });
  expect(config.gatewayTimeoutMs).toBe(2500);
  expect(() => loadConfig({ PAYMENT_GATEWAY_TIMEOUT_MS: 'soon' })).toThrow(/PAYMENT_GATEWAY_TIMEOUT_MS/);
});

test('e-mail goes through SMTP_URL from MAIL_FROM; one without the other, or a bad value, stops the start', () => {
  const from = 'NaijaHomes <no-reply@naijahomes.example>';
  expect(loadConfig({ SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465', MAIL_FROM: from }).mail).toEqual({
    smtpUrl: 'smtps://mailer:p%40ss@smtp.example.com:465',
    from,
  });
  expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@naijahomes.example' }).mail?.from).toBe('no-reply@naijahomes.example');
  expect(loadConfig({ SMTP_URL: '', MAIL_FROM: from }).mail).toBeUndefined();
  expect(() => loadConfig({ SMTP_URL: 'smtps://mailer:hunter2@smtp.example.com' })).toThrow(/MAIL_FROM is not/);
  for (const url of ['https://smtp.example.com', 'smtp.example.com:587']) {
    expect(() => loadConfig({ SMTP_URL: url, MAIL_FROM: from })).toThrow(/smtp:\/\/ or smtps:\/\/[\s\S]*SMTP_URL/);
  }
  for (const bad of ['NaijaHomes', 'a@b.example\r\nBcc: c@d.example', 'Name <not an address>']) {
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: bad })).toThrow(/MAIL_FROM/);
  }
  // The password in SMTP_URL is never repeated in a message.
  expect(() => loadConfig({ SMTP_URL: 'ftp://mailer:hunter2@smtp.example.com', MAIL_FROM: from })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hunter2') }));
});

test('the alerts secret is PROVIDER_ALERTS_SECRET, else a random one per process', () => {
  const secret = 'a'.repeat(32);
  expect(loadConfig({ PROVIDER_ALERTS_SECRET: secret }).alertsSecret).toBe(secret);
  expect(loadConfig({}).alertsSecret).not.toBe(loadConfig({}).alertsSecret);
  expect(() => loadConfig({ PROVIDER_ALERTS_SECRET: 'short' })).toThrow(/PROVIDER_ALERTS_SECRET/);
});

test('the public URL follows the port; empty variables count as unset; trailing slashes go', () => {
  const config = loadConfig({ PROVIDER_PORT: '4011', APP_URL: 'http://localhost:3001/', DATABASE_URL: '', PROVIDER_SANDBOX: 'off' });
  expect(config).toMatchObject({ port: 4011, publicUrl: 'http://127.0.0.1:4011', appUrl: 'http://localhost:3001', databaseUrl: undefined, sandbox: false });
});

test('uploaded bytes live beside the data folder, in a temporary folder with an in-memory database, or where PROVIDER_FILES_DIR says', () => {
  expect(loadConfig({ PROVIDER_DATA_DIR: '/srv/provider' }).filesDir).toBe('/srv/provider-files');
  expect(loadConfig({ PROVIDER_DATA_DIR: 'memory://' }).filesDir).toBe('memory://');
  expect(loadConfig({ PROVIDER_DATA_DIR: 'memory://', PROVIDER_FILES_DIR: '/mnt/uploads' }).filesDir).toBe('/mnt/uploads');
});

test('the seed keeps the photos it makes where PROVIDER_SEED_PHOTO_CACHE_DIR says, relative to the repository', () => {
  expect(loadConfig({ PROVIDER_SEED_PHOTO_CACHE_DIR: '/var/cache/photos' }).seedPhotoCacheDir).toBe('/var/cache/photos');
  expect(loadConfig({ PROVIDER_SEED_PHOTO_CACHE_DIR: '.data/seed-photos' }).seedPhotoCacheDir).toBe(path.resolve(__dirname, '../../.data/seed-photos'));
});

test('a bucket holds the files when PROVIDER_S3_BUCKET is set: path style with an endpoint, key pair both or neither', () => {
  expect(loadConfig({ PROVIDER_S3_BUCKET: 'homes', PROVIDER_S3_REGION: 'eu-west-1' }).s3).toEqual({
    bucket: 'homes',
    prefix: '',
    region: 'eu-west-1',
    endpoint: undefined,
    credentials: undefined,
    forcePathStyle: false,
  });
  const compatible = loadConfig({
    PROVIDER_S3_BUCKET: 'homes',
    PROVIDER_S3_ENDPOINT: 'http://127.0.0.1:9000',
    PROVIDER_S3_PREFIX: 'naijahomes/files/',
    PROVIDER_S3_ACCESS_KEY_ID: 'key',
    PROVIDER_S3_SECRET_ACCESS_KEY: 'secret',
  }).s3;
  expect(compatible).toMatchObject({ prefix: 'naijahomes/files/', region: 'us-east-1', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, forcePathStyle: true });
  expect(loadConfig({ PROVIDER_S3_BUCKET: 'homes', PROVIDER_S3_ENDPOINT: 'https://s3.example', PROVIDER_S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  expect(() => loadConfig({ PROVIDER_S3_BUCKET: 'homes', PROVIDER_S3_ACCESS_KEY_ID: 'key' })).toThrow(/PROVIDER_S3_SECRET_ACCESS_KEY/);
  expect(() => loadConfig({ PROVIDER_S3_BUCKET: 'homes', PROVIDER_S3_PREFIX: 'files' })).toThrow(/PROVIDER_S3_PREFIX/);
  // Without a bucket the other variables change nothing: the folder holds the files.
  expect(loadConfig({ PROVIDER_S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
});

test('bad values stop the start with the variable named', () => {
  expect(() => loadConfig({ PROVIDER_PORT: 'eighty' })).toThrow(/PROVIDER_PORT/);
  expect(() => loadConfig({ PROVIDER_SANDBOX: 'maybe' })).toThrow(/PROVIDER_SANDBOX/);
  expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
});

test('the sandbox refuses to start in production or beyond loopback, unless explicitly allowed', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV is production.*PROVIDER_SANDBOX=false/);
  expect(() => loadConfig({ PROVIDER_HOST: '0.0.0.0' })).toThrow(/PROVIDER_HOST 0.0.0.0 is not a loopback address/);
  expect(() => loadConfig({ PROVIDER_HOST: '192.168.1.20', PROVIDER_SANDBOX: 'true' })).toThrow(/loopback/);
  // Off, or on where only this machine can reach it, or explicitly allowed: it starts.
  expect(loadConfig({ NODE_ENV: 'production', PROVIDER_HOST: '0.0.0.0', PROVIDER_SANDBOX: 'false' }).sandbox).toBe(false);
  expect(loadConfig({ PROVIDER_HOST: 'localhost' }).sandbox).toBe(true);
  expect(loadConfig({ PROVIDER_HOST: '::1' }).sandbox).toBe(true);
  expect(loadConfig({ PROVIDER_HOST: '0.0.0.0', PROVIDER_SANDBOX_ALLOW_PUBLIC: 'true' })).toMatchObject({ sandbox: true, sandboxAllowPublic: true });
});
