import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, verificationRequests } from '../db/schema';
import { storeUploadedFile } from '../queries/files';
import type { FileStorage } from '../storage/fileStorage';
import type { SeedVerification } from './data/types';

/** A one-page PDF saying what it is (a demo document staff open from a queue): `line` on it. */
export function samplePdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const content = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 500 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Each request's member gets the sample ID on their profile too, as a member who asked would have. */
export async function seedVerifications(
  tx: Database,
  storage: FileStorage,
  data: SeedVerification[] | undefined,
  { userIdOf, daysAgo }: { userIdOf(email: string, usedBy: string): number; daysAgo(days: number): Date },
): Promise<void> {
  for (const request of data ?? []) {
    const userId = userIdOf(request.userEmail, 'A seed verification request');
    const validIdKey = await storeUploadedFile(tx, storage, samplePdf(`SAMPLE ID - demo data - ${request.userEmail}`), 'application/pdf');
    await tx.update(users).set({ validIdKey }).where(eq(users.id, userId));
    const createdAt = daysAgo(request.createdDaysAgo);
    await tx.insert(verificationRequests).values({
      userId,
      kind: request.kind,
      phone: request.phone,
      phoneConfirmedAt: createdAt,
      validIdKey,
      cacNumber: request.cacNumber ?? null,
      lasreraNumber: request.lasreraNumber ?? null,
      status: request.status,
      reviewedAt: request.reviewedDaysAgo === undefined ? null : daysAgo(request.reviewedDaysAgo),
      createdAt,
    });
  }
}
