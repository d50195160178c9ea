import { illustrationFile, illustrationKey } from './images/catalog';
import type { Motif } from './images/illustrations';
import { createRandom, seedFromText } from './prng';
import type { SeedHomeService, SeedPhoto, SeedServiceCategory, SeedServiceReview, SeedServices } from './types';
import { DEMO_EMAILS } from './users';

/**
 * The home-services directory: six categories with their trades, 37 professionals spread over all of
 * them, and reviews drawn from a fixed seed so every fresh database shows the same ratings.
 */

export const serviceCategories: SeedServiceCategory[] = [
  { id: 1, name: 'Vendor', slug: 'vendor', types: ['Building Materials', 'Furniture', 'Tiles and Flooring', 'Paint Supplies'] },
  { id: 2, name: 'Contractors', slug: 'contractors', types: ['Building Contractor', 'Roofing', 'Renovation', 'Interior Finishing'] },
  { id: 3, name: 'Legal Practitioners', slug: 'legal-practitioners', types: ['Property Lawyer', 'Notary Public', 'Conveyancing'] },
  { id: 4, name: 'Property Agent', slug: 'property-agent', types: ['Sales Agent', 'Letting Agent', 'Property Manager'] },
  { id: 5, name: 'Engineers', slug: 'engineers', types: ['Electrical Engineer', 'Plumbing Engineer', 'Structural Engineer', 'Solar Installer'] },
  { id: 6, name: 'Others', slug: 'others', types: ['Cleaning', 'Fumigation', 'Moving and Haulage', 'Security', 'Landscaping'] },
];

type Professional = [title: string, firstName: string, lastName: string, city: string, typeIndex: number];

/** Six or more per category: [business name, owner's first and last name, city, index of the trade]. */
const PROFESSIONALS: Record<string, Professional[]> = {
  vendor: [
    ['Adebayo Building Materials', 'Adebayo', 'Ogunbiyi', 'Ikeja, Lagos', 0],
    ['Kano Timber and Furniture', 'Sani', 'Bello', 'Kano', 1],
    ['Tileworld Lekki', 'Uche', 'Madu', 'Lekki, Lagos', 2],
    ['Rainbow Paints Depot', 'Grace', 'Akpan', 'Uyo', 3],
    ['Onitsha Hardware Mart', 'Chukwuma', 'Obi', 'Onitsha', 0],
    ['Abuja Home Furnishings', 'Hauwa', 'Ibrahim', 'Wuse, Abuja', 1],
  ],
  contractors: [
    ['Solid Rock Builders', 'Emeka', 'Nnaji', 'Enugu', 0],
    ['Topline Roofing Services', 'Kunle', 'Adeyemo', 'Ibadan', 1],
    ['Fresh Look Renovations', 'Blessing', 'Okon', 'Port Harcourt', 2],
    ['Finesse Interiors', 'Zainab', 'Yusuf', 'Gwarinpa, Abuja', 3],
    ['Cornerstone Construction', 'Tunde', 'Bakare', 'Surulere, Lagos', 0],
    ['Benin Roof Masters', 'Osaze', 'Igbinedion', 'Benin City', 1],
  ],
  'legal-practitioners': [
    ['Okonkwo & Partners', 'Ifeoma', 'Okonkwo', 'Victoria Island, Lagos', 0],
    ['Danjuma Chambers', 'Yakubu', 'Danjuma', 'Garki, Abuja', 0],
    ['Titlecheck Conveyancers', 'Folake', 'Adesina', 'Ibadan', 2],
    ['Eze Notary Services', 'Obinna', 'Eze', 'Owerri', 1],
    ['Harmony Legal', 'Aisha', 'Mohammed', 'Kaduna', 0],
    ['Rivers Property Law', 'Tamuno', 'George', 'Port Harcourt', 2],
  ],
  'property-agent': [
    ['Prime Homes Realty', 'Seun', 'Ajayi', 'Lekki, Lagos', 0],
    ['Capital Lettings', 'Amina', 'Lawal', 'Maitama, Abuja', 1],
    ['Garden City Property Managers', 'Ibiso', 'Harry', 'Port Harcourt', 2],
    ['Coal City Realtors', 'Chinedu', 'Ani', 'Enugu', 0],
    ['Ibadan Rentals Hub', 'Bisi', 'Olatunji', 'Ibadan', 1],
    ['Gateway Estate Agents', 'Segun', 'Oyewole', 'Abeokuta', 0],
  ],
  engineers: [
    ['Brightspark Electrical', 'Musa', 'Garba', 'Jos', 0],
    ['Flowright Plumbing', 'Efe', 'Omoregie', 'Warri', 1],
    ['Sound Structures Consult', 'Nkechi', 'Udeh', 'Yaba, Lagos', 2],
    ['Sunpower Solar Installers', 'Kayode', 'Fashola', 'Ikeja, Lagos', 3],
    ['Delta Pipes and Fittings', 'Ovie', 'Edewor', 'Asaba', 1],
    ['Northern Electrical Works', 'Abdul', 'Usman', 'Kaduna', 0],
  ],
  others: [
    ['Sparkle Cleaning Co.', 'Joy', 'Etim', 'Calabar', 0],
    ['Pestaway Fumigation', 'Dayo', 'Alabi', 'Ogba, Lagos', 1],
    ['Swift Movers', 'Hassan', 'Aliyu', 'Kubwa, Abuja', 2],
    ['Shield Guard Security', 'Femi', 'Olawale', 'Ikoyi, Lagos', 3],
    ['Green Thumb Landscaping', 'Esther', 'Nwachukwu', 'Owerri', 4],
    ['Clean Slate Services', 'Rukayat', 'Salami', 'Ilorin', 0],
  ],
};

const DESCRIPTIONS: Record<string, string> = {
  vendor: 'We supply quality products at fair prices, deliver to site across the state and stand behind everything we sell.',
  contractors: 'Licensed and insured, we plan, build and finish projects on time, with a written quote and weekly progress reports.',
  'legal-practitioners': 'We check titles, draft and review agreements and see property transactions through to a registered deed.',
  'property-agent': 'We find the right home or tenant, arrange inspections, negotiate the price and handle the paperwork.',
  engineers: 'Certified engineers for installation, repair and maintenance, with safety checks and a guarantee on every job.',
  others: 'Reliable, vetted staff who turn up when they say they will and leave your home as you want it.',
};

const REVIEWERS = [
  'Chioma A.', 'Yemi O.', 'Ibrahim K.', 'Funke B.', 'Obi E.', 'Halima S.', 'Tobi A.', 'Ngozi U.', 'Kemi F.', 'Bashir M.',
  'Adaeze N.', 'Gbenga T.', 'Fatima Y.', 'Ikechukwu O.', 'Titi L.', 'Samuel P.', 'Amaka C.', 'Yusuf D.',
];

const REVIEW_MESSAGES = [
  'Very professional from start to finish. Arrived on time and the work was neat.',
  'Good value for money and clear communication throughout the job.',
  'They explained every option and helped us negotiate a fair price.',
  'Responsive on the phone and on WhatsApp, even on a Sunday.',
  'Excellent work. I have already recommended them to two neighbours.',
  'The job took a little longer than promised, but the result is solid.',
  'Honest advice and no hidden charges. Will use again.',
  'Knows the market very well and found exactly what we needed.',
  'Polite team, tidy work and they cleaned up after themselves.',
  'Fair quote, quality materials and a written guarantee.',
];

/** The professionals of a category share a few pictures drawn to suit it (the seed stays a few dozen photos). */
const PICTURES_PER_CATEGORY = 2;
const MOTIF_BY_CATEGORY: Record<string, Motif> = {
  vendor: 'house',
  contractors: 'tools',
  'legal-practitioners': 'document',
  'property-agent': 'key',
  engineers: 'tools',
  others: 'city',
};

const servicePictureKey = (categorySlug: string, index: number) => illustrationKey('service', `${categorySlug}-${(index % PICTURES_PER_CATEGORY) + 1}`);

/** Every category's pictures, which the services name by `imageKey`. */
export function servicePictureFiles(): SeedPhoto[] {
  return serviceCategories.flatMap((category) =>
    Array.from({ length: PICTURES_PER_CATEGORY }, (_, index) =>
      illustrationFile(servicePictureKey(category.slug, index), MOTIF_BY_CATEGORY[category.slug] ?? 'house', category.name, 'article'),
    ),
  );
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A phone number of 11 digits that looks Nigerian and is fixed per professional. */
const phoneOf = (index: number) => `080${String(31_000_000 + index * 7_919).padStart(8, '0')}`;

function reviewsFor(title: string, count: number): SeedServiceReview[] {
  const random = createRandom(seedFromText(`reviews:${title}`));
  return Array.from({ length: count }, (_, index) => {
    const name = random.pick(REVIEWERS);
    // Mostly good ratings with the odd lower one, as real directories have.
    const stars = () => (random.chance(0.15) ? random.int(2, 3) : random.int(4, 5));
    return {
      reviewerName: name,
      reviewerEmail: `${slugOf(name)}.${index}@example.com`,
      reviewerPhoneNo: `0803${String(random.int(1_000_000, 9_999_999))}`,
      marketExpert: stars(),
      responsiveness: stars(),
      negotiationSkill: stars(),
      professionalismCommunication: stars(),
      message: random.pick(REVIEW_MESSAGES),
      daysAgo: (index + 1) * random.int(3, 9) + index / 10,
    };
  });
}

function directoryServices(): SeedHomeService[] {
  return serviceCategories.flatMap((category) =>
    (PROFESSIONALS[category.slug] ?? []).map(([title, firstName, lastName, city, typeIndex], index): SeedHomeService => {
      const slug = slugOf(title);
      const random = createRandom(seedFromText(title));
      const number = category.id * 10 + index;
      return {
        ownerEmail: `${slug}@example.com`,
        newOwner: { firstName, lastName },
        categoryId: category.id,
        typeName: category.types[typeIndex] ?? category.types[0]!,
        title,
        description: `${title} serves clients in ${city} and nearby towns. ${DESCRIPTIONS[category.slug] ?? ''}`,
        email: `hello@${slug}.example.com`,
        phone: phoneOf(number),
        address: `${random.int(1, 80)} ${random.pick(['Market Road', 'Station Road', 'Church Street', 'Hospital Road', 'Broad Street'])}, ${city}`,
        webAddress: `https://${slug}.example.com`,
        yearsOfExperience: random.int(2, 25),
        facebookLink: random.chance(0.6) ? `https://facebook.com/${slug}` : null,
        twitterLink: random.chance(0.4) ? `https://x.com/${slug.replace(/-/g, '')}` : null,
        instagramLink: random.chance(0.6) ? `https://instagram.com/${slug.replace(/-/g, '')}` : null,
        linkedinLink: random.chance(0.4) ? `https://linkedin.com/company/${slug}` : null,
        createdDaysAgo: random.int(20, 400),
        imageKey: servicePictureKey(category.slug, index),
        reviews: reviewsFor(title, random.int(1, 8)),
      };
    }),
  );
}

/** pro@example.com: the demo professional, with more than one page of reviews (pages hold 3). */
const demoProfessionalService: SeedHomeService = {
  ownerEmail: DEMO_EMAILS.professional,
  newOwner: null,
  categoryId: 5,
  typeName: 'Electrical Engineer',
  title: 'Nwosu Electrical & Solar',
  description:
    'Ifeanyi Nwosu and his team wire new homes, rewire old ones and install solar and inverter systems across Enugu and the South East. ' +
    'COREN-registered, with a one-year guarantee on workmanship.',
  email: DEMO_EMAILS.professional,
  phone: '08035551234',
  address: '22 Ogui Road, Enugu',
  webAddress: 'https://nwosu-electrical.example.com',
  yearsOfExperience: 12,
  facebookLink: 'https://facebook.com/nwosuelectrical',
  twitterLink: null,
  instagramLink: 'https://instagram.com/nwosuelectrical',
  linkedinLink: 'https://linkedin.com/company/nwosu-electrical',
  createdDaysAgo: 200,
  imageKey: servicePictureKey('engineers', 0),
  reviews: reviewsFor('Nwosu Electrical & Solar', 7),
};

export const homeServiceSeed: SeedServices = {
  categories: serviceCategories,
  services: [demoProfessionalService, ...directoryServices()],
  // The demo professional has paid for the year, so they can add more services straight away.
  subscribedEmails: [DEMO_EMAILS.professional],
};
