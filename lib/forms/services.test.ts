import { addHomeServiceSchema, emptyHomeServiceText, homeServiceSchema, projectEditorSchema, reviewFormSchema, toHomeServiceFormData } from './services';

const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const valid = {
  ...emptyHomeServiceText,
  service_title: 'Ada Plumbing',
  home_service_category_id: '5',
  home_service_category_type_id: '18',
  business_description: 'Pipes and pumps',
  business_email: 'ada@example.com',
  business_phone: '08012345678',
  business_address: '1 Marina, Lagos',
  web_address: 'www.ada.example.com',
  years_of_experience: '4',
  image_link: [image],
};

const messagesOf = (result: ReturnType<typeof addHomeServiceSchema.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('home service form', () => {
  test('phone of exactly 11 digits, a web address, http(s) social links, an image when none is on file', () => {
    const result = addHomeServiceSchema.safeParse({ ...valid, business_phone: '0801234567', web_address: 'not a site', facebook_link: 'facebook.com/ada', image_link: [] });
    expect(messagesOf(result)).toEqual({
      business_phone: 'Phone number must be exactly 11 digits',
      web_address: 'Enter a web address such as www.example.com',
      facebook_link: 'Enter a full link starting with https://',
      image_link: 'Choose an image',
    });
    expect(homeServiceSchema(false).safeParse({ ...valid, image_link: [] }).success).toBe(true);
  });

  test('the multipart body leaves out empty optional links and carries the image', () => {
    const parsed = addHomeServiceSchema.parse({ ...valid, instagram_link: 'https://instagram.com/ada' });
    const form = toHomeServiceFormData(parsed);
    expect(form.get('business_phone')).toBe('08012345678');
    expect(form.get('instagram_link')).toBe('https://instagram.com/ada');
    expect(form.has('facebook_link')).toBe(false);
    expect((form.get('image_link') as File).name).toBe('logo.png');
  });

  test('reviews need the four ratings between 0 and 5', () => {
    const review = { home_service_id: 1, reviewer_name: 'Ada', reviewer_email: 'ada@example.com', reviewer_phone_no: '0803', message: 'Great', market_expert: 5, responsiveness: 0, negotiation_skill: 3, professionalism_communication: 4 };
    expect(reviewFormSchema.safeParse(review).success).toBe(true);
    expect(reviewFormSchema.safeParse({ ...review, responsiveness: 6 }).success).toBe(false);
  });
});

describe('projectEditorSchema', () => {
  const photo = () => new File(['x'], 'tap.png', { type: 'image/png' });
  const values = (photos: number, remove: unknown) => ({ title: 'Lekki bathroom', description: 'New pipes.', photos: Array.from({ length: photos }, photo), remove });

  it('counts the photos kept and added against the limit of ten', () => {
    expect(projectEditorSchema(8).safeParse(values(2, [])).success).toBe(true);
    const over = projectEditorSchema(8).safeParse(values(3, []));
    expect(over.success).toBe(false);
    expect(over.error?.issues).toEqual([expect.objectContaining({ path: ['photos'], message: 'A project has at most ten photos.' })]);
  });

  it('leaves room for the photos ticked to take off, one ticked box (a string) or several (a list)', () => {
    expect(projectEditorSchema(8).safeParse(values(3, '41')).data?.remove).toEqual(['41']);
    expect(projectEditorSchema(8).safeParse(values(4, ['41', '42'])).data?.remove).toEqual(['41', '42']);
    expect(projectEditorSchema(8).safeParse(values(2, false)).data?.remove).toEqual([]);
  });
});
