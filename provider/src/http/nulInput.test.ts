/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { tinyPng } from '../testing/uploads';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { NUL_MESSAGE } from './validation';

// PostgreSQL text cannot hold NUL: each of these reached a query and answered 500 before.
let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider();
}, 120_000);
afterAll(() => provider.close());

test('a NUL in a query value is a field message, not a failed query', async () => {
  const response = await provider.request('/api/vst/params/getTipsAndGuide?query=rent%00', apiRequest('GET'));
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ ResponseMessage: { query: [NUL_MESSAGE] } });
});

test('a NUL in a multipart text field is a field message, not a failed insert', async () => {
  const form = new FormData();
  const fields = {
    title: 'Mrs.', firstName: 'Amaka', lastName: 'Nwachukwu', email: 'amaka@example.com', phoneNumber: '0803 111 2222',
    propertyAddress: '12 Allen Avenue', houseType: 'Duplex', price: 'NGN 85m', description: 'Well kept\u0000', ownership: 'on',
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  for (const field of ['photo', 'proof_of_ownership']) form.append(field, new Blob([tinyPng()], { type: 'image/png' }), 'a.png');
  const response = await provider.request('/api/vst/product/propertySaleContact', { method: 'POST', body: form });
  expect(response.status).toBe(422);
  expect(await response.json()).toMatchObject({ ResponseMessage: { description: [NUL_MESSAGE] } });
});
