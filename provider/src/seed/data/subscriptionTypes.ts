import type { SubscriptionKind } from '../../db/schema';

/**
 * The plans users pay for. Ids are fixed: the professional plan is subscription_id 2, and the
 * web app links to plans by id. `amount` is the whole price charged for `durationMonths`; advert plan
 * pages show it per month (amount / durationMonths, chosen to divide evenly).
 */
export type SeedSubscriptionType = {
  id: number;
  kind: SubscriptionKind;
  title: string;
  description: string;
  amount: number;
  durationMonths: number;
  views: number | null;
};

export const subscriptionTypes: SeedSubscriptionType[] = [
  { id: 1, kind: 'background_info', title: 'Basic background check', description: 'Background documents of 3 properties for one month', amount: 5_000, durationMonths: 1, views: 3 },
  { id: 2, kind: 'professional', title: 'Professional subscription', description: 'List your home service in the directory for a year', amount: 8_000, durationMonths: 12, views: null },
  { id: 3, kind: 'background_info', title: 'Standard background check', description: 'Background documents of 10 properties for three months', amount: 12_000, durationMonths: 3, views: 10 },
  { id: 4, kind: 'background_info', title: 'Premium background check', description: 'Background documents of 50 properties for a year', amount: 30_000, durationMonths: 12, views: 50 },
  { id: 5, kind: 'advert', title: 'Bronze advert', description: 'Your advert on the site for one month', amount: 15_000, durationMonths: 1, views: null },
  { id: 6, kind: 'advert', title: 'Silver advert', description: 'Your advert on the site for three months', amount: 40_500, durationMonths: 3, views: null },
  { id: 7, kind: 'advert', title: 'Gold advert', description: 'Your advert on the site for a year', amount: 144_000, durationMonths: 12, views: null },
  { id: 8, kind: 'property_advert', title: 'Featured for a month', description: 'Your property among the featured listings for one month', amount: 5_000, durationMonths: 1, views: null },
  { id: 9, kind: 'property_advert', title: 'Featured for three months', description: 'Your property among the featured listings for three months', amount: 12_000, durationMonths: 3, views: null },
  { id: 10, kind: 'property_advert', title: 'Featured for six months', description: 'Your property among the featured listings for six months', amount: 20_000, durationMonths: 6, views: null },
];

/** A property's background information: ground rent, inspection report and its title documents. */
export type SeedBackgroundInfo = {
  propertyId: number;
  outstandingGroundRent: number;
  inspectionReport: string;
  documents: { originalName: string; body: Buffer }[];
};

/** A one-page PDF that says what it stands for: enough for the document viewer and the PDF check. */
function samplePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const REPORTS = [
  'Structure sound; minor roof leak over the kitchen to be fixed before handover.',
  'No structural defects found; plumbing and wiring recently renewed.',
  'Perimeter fence needs repair; building otherwise in good condition.',
];

/** Every listed property gets background information, varied by a fixed rule so runs agree. */
export function backgroundInfoOf(propertyIds: number[]): SeedBackgroundInfo[] {
  return propertyIds.map((propertyId) => ({
    propertyId,
    outstandingGroundRent: (propertyId % 4) * 25_000,
    inspectionReport: REPORTS[propertyId % REPORTS.length] ?? REPORTS[0],
    documents: [
      { originalName: 'Certificate of Occupancy.pdf', body: samplePdf(`Certificate of Occupancy - property ${propertyId}`) },
      { originalName: 'Survey plan.pdf', body: samplePdf(`Survey plan - property ${propertyId}`) },
    ],
  }));
}
