/**
 * Nigerian mobile numbers, the only ones a code is sent to: 0803 123 4567, +234 803 123 4567 and
 * 234 803 123 4567 (spaces, dashes and brackets allowed) all read as +2348031234567. Mobile numbers
 * are ten digits after the country code and start with 7, 8 or 9.
 */
export function nigerianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?234|0)([789][01]\d{8})$/.exec(digits);
  return match ? `+234${match[1]}` : null;
}

/** What the member sees of the number: the last four digits only (a request list, an e-mail). */
export const maskedPhone = (phone: string) => `${phone.slice(0, 4)} *** *** ${phone.slice(-4)}`;
