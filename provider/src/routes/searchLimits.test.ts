/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { sql } from 'drizzle-orm';
import { LAGOS } from '../testing/fixtureSeedData';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import type { Refusal } from '../testing/session';

/** Copies of one listing for sale in Lagos, each with its primary photo: enough to pass the count's cap. */
const COPIES = 10_050;

let provider: TestProvider;
let lagosForSale: number;
beforeAll(async () => {
  provider = await startTestProvider();
  const columns = sql.raw(
    `owner_id, name, address, description, transaction_type, price, country_id, state_id, city_id, town_id,
     property_type_id, property_category_id, bedrooms, bathrooms, toilets, availability`,
  );
  await provider.db.execute(sql`
    insert into properties (${columns}) select ${columns} from properties p, generate_series(1, ${COPIES})
    where p.id = (select min(id) from properties where transaction_type = 'BUY' and state_id = ${LAGOS} and availability = 'Available')`);
  await provider.db.execute(sql`
    insert into property_images (property_id, kind, file_key)
    select p.id, 'primary', (select file_key from property_images where kind = 'primary' limit 1) from properties p
    where not exists (select 1 from property_images i where i.property_id = p.id and i.kind = 'primary')`);
  lagosForSale = (await listing({ state_id: LAGOS, per_page: 1 })).body.properties.meta.total;
}, 60_000);
afterAll(() => provider.close());

type Meta = { current_page: number; last_page: number; total: number; total_capped?: boolean };
type Page = { properties: { data: { id: number }[]; meta: Meta } };

async function listing(query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await provider.request(`/api/vst/params/filterProperties?${search}`, apiRequest('GET'));
  return { status: response.status, body: (await response.json()) as Page & Refusal };
}

describe('a search past the count cap and the page limit', () => {
  test('counts up to 10,000 and says there are more; pages end at 50', async () => {
    expect(lagosForSale).toBe(10_000);
    const { body } = await listing({ state_id: LAGOS });
    expect(body.properties.meta).toMatchObject({ total: 10_000, total_capped: true, last_page: 50 });
  });

  test('a search under the cap keeps its exact count, without the flag', async () => {
    const { body } = await listing({ transaction_type: 'RENT' });
    expect(body.properties.meta.total).toBeLessThan(100);
    expect(body.properties.meta).not.toHaveProperty('total_capped');
  });

  test('page 50 lists its cards; page 51 is refused with a message saying why', async () => {
    const fiftieth = await listing({ state_id: LAGOS, page: 50 });
    expect(fiftieth.status).toBe(200);
    expect(fiftieth.body.properties.data).toHaveLength(12);
    const past = await listing({ state_id: LAGOS, page: 51 });
    expect(past.status).toBe(422);
    expect(past.body.ResponseMessage).toEqual({ page: ['Only the first 50 pages of a search are listed: narrow it with the filters'] });
  });
});
