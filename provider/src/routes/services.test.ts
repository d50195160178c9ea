/** @jest-environment ./provider/jest-pglite-environment.mjs */
import { desc, eq } from 'drizzle-orm';
import { outbox, users } from '../db/schema';
import { ENGINEERS, VENDOR } from '../testing/fixtureServices';
import { signInOwnerAndBuyer, type Refusal } from '../testing/session';
import { apiRequest, startTestProvider, type TestProvider } from '../testing/testProvider';
import { multipartRequest, tinyPng } from '../testing/uploads';

let provider: TestProvider;
let owner: string;
let buyer: string;
beforeAll(async () => {
  provider = await startTestProvider();
  ({ owner, buyer } = await signInOwnerAndBuyer(provider));
}, 30_000);
afterAll(() => provider.close());

type Service = { homeServiceID: number; service_title: string; owner: { name: string }; rating: { average: number | null; count: number }; image_link: string; web_address: string };

const get = async <Body>(path: string, token?: string) => {
  const response = await provider.request(`/api/vst/services/${path}`, apiRequest('GET', undefined, token));
  return { status: response.status, body: (await response.json()) as Body };
};
const post = async <Body>(path: string, body: unknown, token?: string) => {
  const response = await provider.request(`/api/vst/services/${path}`, apiRequest('POST', body, token));
  return { status: response.status, body: (await response.json()) as Body };
};

async function serviceNamed(title: string): Promise<Service> {
  const { body } = await get<{ homeServices: { data: Service[] } }>('getHomeServices?per_page=50');
  const found = body.homeServices.data.find((service) => service.service_title === title);
  if (!found) throw new Error(`No service ${title}`);
  return found;
}

const serviceForm = (overrides: Record<string, string> = {}) => ({
  service_title: 'Bola Electricals',
  home_service_category_id: String(ENGINEERS),
  home_service_category_type_id: '',
  business_description: 'Wiring and repairs',
  business_email: 'bola@example.com',
  business_phone: '08011112222',
  business_address: '2 Buyer Road',
  web_address: 'www.bola.example.com',
  years_of_experience: '4',
  facebook_link: 'https://facebook.com/bola',
  ...overrides,
});
const image = { image_link: [{ bytes: tinyPng(), name: 'logo.png', type: 'image/png' }] };

async function typeId(categoryId: number, name: string): Promise<number> {
  const { body } = await get<{ category_types: { id: number; name: string }[] }>(`serviceCategoryTypes?category_id=${categoryId}`);
  return body.category_types.find((type) => type.name === name)!.id;
}

describe('directory', () => {
  test('categories in tab order with counts of real services, and directory totals', async () => {
    const { body } = await get<{ categories: { name: string; slug: string; total: number }[]; totals: Record<string, number> }>('serviceCategories');
    expect(body.categories.map((category) => [category.name, category.total])).toEqual([
      ['Vendor', 1], ['Contractors', 0], ['Legal Practitioners', 0], ['Property Agent', 0], ['Engineers', 1], ['Others', 0],
    ]);
    expect(body.categories[2]!.slug).toBe('legal-practitioners');
    expect(body.totals).toEqual({ services: 2, professionals: 2, reviews: 4 });
  });

  test('category types filter by category', async () => {
    const { body } = await get<{ category_types: { name: string; category_id: number }[] }>(`serviceCategoryTypes?category_id=${VENDOR}`);
    expect(body.category_types.map((type) => type.name)).toEqual(['Building Materials', 'Furniture', 'Paint Supplies', 'Tiles and Flooring']);
    expect(new Set(body.category_types.map((type) => type.category_id))).toEqual(new Set([VENDOR]));
  });

  test('services by category, best rated first, with the average and count of their reviews', async () => {
    const all = await get<{ homeServices: { data: Service[]; meta: { total: number } } }>('getHomeServices');
    expect(all.body.homeServices.data.map((service) => [service.service_title, service.rating])).toEqual([
      ['Owner Plumbing', { average: 3.5, count: 4 }],
      ['Vera Furniture', { average: null, count: 0 }],
    ]);
    expect(all.body.homeServices.data[0]).toMatchObject({ owner: { name: 'Ola Owner' }, category: { name: 'Engineers' }, category_type: { name: 'Plumbing Engineer' } });
    const vendors = await get<{ homeServices: { data: Service[]; meta: { total: number; last_page: number } } }>(`getHomeServices?category=${VENDOR}&per_page=1`);
    expect(vendors.body.homeServices.data.map((service) => service.service_title)).toEqual(['Vera Furniture']);
    expect(vendors.body.homeServices.meta).toMatchObject({ total: 1, last_page: 1 });
  });

  test('one service by id; 404 for an unknown one', async () => {
    const { homeServiceID } = await serviceNamed('Owner Plumbing');
    const found = await get<{ homeService: Service }>(`getHomeServicesByID?home_service_id=${homeServiceID}`);
    expect(found.body.homeService).toMatchObject({ homeServiceID, service_title: 'Owner Plumbing', image_link: expect.stringMatching(/^http:\/\/provider\.test\/files\/seed\/service\//) });
    const missing = await get<Refusal>('getHomeServicesByID?home_service_id=9999');
    expect(missing).toEqual({ status: 404, body: { Detail: 'Home service not found' } });
  });
});

describe('reviews', () => {
  type ReviewPage = { service_reviews: { data: { reviewer_name: string; rating: number; reviewer_email?: string }[]; meta: { current_page: number; last_page: number } } };

  test('three a page, newest first, without the reviewers\' contact details', async () => {
    const { homeServiceID } = await serviceNamed('Owner Plumbing');
    const first = await get<ReviewPage>(`getHomeServiceReview?home_service_id=${homeServiceID}&per_page=3&page=1`);
    expect(first.body.service_reviews.data.map((review) => [review.reviewer_name, review.rating])).toEqual([['Reviewer 5', 5], ['Reviewer 4', 4], ['Reviewer 3', 3]]);
    expect(first.body.service_reviews.meta).toMatchObject({ current_page: 1, last_page: 2 });
    expect(first.body.service_reviews.data[0]).not.toHaveProperty('reviewer_email');
    const second = await get<ReviewPage>(`getHomeServiceReview?home_service_id=${homeServiceID}&per_page=3&page=2`);
    expect(second.body.service_reviews.data.map((review) => review.reviewer_name)).toEqual(['Reviewer 2']);
  });

  test('a signed-in reviewer\'s review updates the average; field messages for bad ratings; the owner cannot review, signed in or out', async () => {
    const { homeServiceID } = await serviceNamed('Vera Furniture');
    const review = {
      home_service_id: homeServiceID,
      reviewer_name: 'Ada',
      reviewer_email: 'ada@example.com',
      reviewer_phone_no: '08030001111',
      market_expert: 5,
      responsiveness: 4,
      negotiation_skill: 4,
      professionalism_communication: 5,
      message: 'Lovely chairs',
    };
    const refused = await post<Refusal>('submitHomeServiceReview', { ...review, market_expert: 6, reviewer_email: 'ada' }, buyer);
    expect(refused.status).toBe(422);
    expect(refused.body.ResponseMessage).toEqual({ reviewer_email: ['Please enter a valid e-mail address'], market_expert: ['Must be between 0 and 5'] });

    const saved = await post<{ Detail: string; rating: unknown }>('submitHomeServiceReview', review, buyer);
    expect(saved).toEqual({ status: 201, body: { Detail: 'Your review has been submitted', rating: { average: 4.5, count: 1 } } });
    expect((await serviceNamed('Vera Furniture')).rating).toEqual({ average: 4.5, count: 1 });

    const plumbing = await serviceNamed('Owner Plumbing');
    const own = await post<Refusal>('submitHomeServiceReview', { ...review, home_service_id: plumbing.homeServiceID }, owner);
    expect(own).toEqual({ status: 403, body: { Detail: 'You cannot review your own home service' } });
    // The attack: the owner signs out and reviews their own service as a visitor. Reviews need an account now.
    const signedOut = await post<Refusal>('submitHomeServiceReview', { ...review, home_service_id: plumbing.homeServiceID, reviewer_name: 'A happy client' });
    expect(signedOut.status).toBe(401);
    expect((await serviceNamed('Owner Plumbing')).rating).toEqual(plumbing.rating);
  });
});

describe('services/sendMessageToProvider', () => {
  test('delivers the message to the professional\'s business e-mail through the outbox', async () => {
    const { homeServiceID } = await serviceNamed('Owner Plumbing');
    const sent = await post<{ Detail: string }>('sendMessageToProvider', { home_service_id: homeServiceID, name: 'Kemi', email: 'kemi@example.com', message: 'Can you fix a leaking tank?' });
    expect(sent).toEqual({ status: 200, body: { Detail: 'Your message has been sent to Owner Plumbing' } });
    const [mail] = await provider.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ to: 'service@example.com', subject: 'New message about Owner Plumbing', links: [`http://app.test/home-service-pro/details?id=${homeServiceID}`] });
    expect(mail!.text).toContain('Can you fix a leaking tank?');
    expect(mail!.text).toContain('kemi@example.com');
  });

  test('422 without a message; 404 for an unknown service', async () => {
    expect((await post<Refusal>('sendMessageToProvider', { home_service_id: 1, name: 'Kemi', email: 'kemi@example.com' })).body.ResponseMessage).toEqual({ message: ['This is required.'] });
    expect((await post<Refusal>('sendMessageToProvider', { home_service_id: 9999, name: 'Kemi', email: 'kemi@example.com', message: 'Hi' })).status).toBe(404);
  });
});

describe('joining and editing', () => {
  test('adding a service needs an active professional subscription', async () => {
    const plumbingType = await typeId(ENGINEERS, 'Plumbing Engineer');
    const response = await provider.request('/api/vst/services/addServiceProvider', multipartRequest(serviceForm({ home_service_category_type_id: String(plumbingType) }), image, buyer));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ Detail: 'You need an active professional subscription to add a home service' });
  });

  test('a subscribed user adds a service: checked fields, the image checked by its bytes, then flagged as a provider', async () => {
    const electricalType = await typeId(ENGINEERS, 'Electrical Engineer');
    const furnitureType = await typeId(VENDOR, 'Furniture');
    const bad = await provider.request(
      '/api/vst/services/addServiceProvider',
      multipartRequest(
        serviceForm({ business_phone: '0801', home_service_category_type_id: String(furnitureType), twitter_link: 'javascript:alert(1)' }),
        { image_link: [{ bytes: Buffer.from('<svg/>'), name: 'logo.png', type: 'image/png' }] },
        owner,
      ),
    );
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Refusal).ResponseMessage).toEqual({
      business_phone: ['Phone number must be exactly 11 digits'],
      twitter_link: ['Enter a full link starting with https://'],
      image_link: ['logo.png is not a PNG, JPEG, WebP or GIF image'],
    });

    const added = await provider.request('/api/vst/services/addServiceProvider', multipartRequest(serviceForm({ home_service_category_type_id: String(electricalType) }), image, owner));
    expect(added.status).toBe(201);
    const { homeService } = (await added.json()) as { homeService: Service };
    expect(homeService).toMatchObject({ service_title: 'Bola Electricals', web_address: 'https://www.bola.example.com', rating: { average: null, count: 0 } });
    const mine = await get<{ homeServices: Service[] }>('myHomeServices', owner);
    expect(mine.body.homeServices.map((service) => service.service_title).sort()).toEqual(['Bola Electricals', 'Owner Plumbing']);
    const [user] = await provider.db.select({ serviceProvider: users.serviceProvider }).from(users).where(eq(users.email, 'owner@example.com'));
    expect(user!.serviceProvider).toBe(true);
  });

  test('only the owner may modify a service; the image is kept when none is sent', async () => {
    const plumbing = await serviceNamed('Owner Plumbing');
    const plumbingType = String(await typeId(ENGINEERS, 'Plumbing Engineer'));
    const changes = serviceForm({ homeServiceID: String(plumbing.homeServiceID), service_title: 'Owner Plumbing and Heating', home_service_category_type_id: plumbingType });
    const stranger = await provider.request('/api/vst/services/modifyServiceProvider', multipartRequest(changes, {}, buyer));
    expect(stranger.status).toBe(403);

    const saved = await provider.request('/api/vst/services/modifyServiceProvider', multipartRequest(changes, {}, owner));
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { Detail: string; homeService: Service };
    expect(body.Detail).toBe('Home service updated successfully');
    expect(body.homeService).toMatchObject({ service_title: 'Owner Plumbing and Heating', image_link: plumbing.image_link, rating: { count: 4 } });
  });

  test('professionalSubscription tells whether joining needs a payment', async () => {
    expect((await get('professionalSubscription', owner)).body).toEqual({ active: true, expires_at: expect.any(String), serviceProvider: true });
    expect((await get('professionalSubscription', buyer)).body).toEqual({ active: false, expires_at: null, serviceProvider: false });
    expect((await get('professionalSubscription')).status).toBe(401);
  });

  test('myHomeServices needs sign-in', async () => {
    expect((await get('myHomeServices')).status).toBe(401);
  });
});
