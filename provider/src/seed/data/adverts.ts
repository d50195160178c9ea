import type { SeedAdvert } from './types';

/**
 * The demo owner's adverts: one running (paid 20 days ago on the three-month Silver plan, id 6) and
 * one verified but not yet paid (Bronze, id 5), so My Adverts shows both states and a way to continue.
 * The running one shows in the site's sponsored slots.
 */
export const adverts: SeedAdvert[] = [
  {
    userEmail: 'owner@example.com',
    planId: 6,
    category: 'Events & hospitality',
    title: 'Owambe Event Hall: weekend bookings',
    description: 'A 400-seat hall in Ikeja with parking and a backup generator. Book your wedding or birthday now.',
    fileName: 'owambe-hall.txt',
    text: 'Owambe Event Hall, Ikeja\n400 seats, parking for 120 cars, 24-hour power.\nWeekend bookings: 0803 000 0000\n',
    // A reserved name (RFC 2606): the demo never sends visitors to a real business.
    link: 'https://owambe-hall.example/bookings',
    createdDaysAgo: 22,
    verifiedDaysAgo: 21,
    paidDaysAgo: 20,
  },
  {
    userEmail: 'owner@example.com',
    planId: 5,
    category: 'Building materials',
    title: 'Lekki roofing sheets: May discount',
    description: 'Aluminium roofing sheets at 10% off for orders placed in May, delivered anywhere in Lagos.',
    fileName: 'roofing-discount.txt',
    text: 'Lekki Roofing Supplies\n10% off aluminium roofing sheets ordered in May.\nFree delivery within Lagos.\n',
    link: 'https://lekki-roofing.example',
    createdDaysAgo: 2,
    verifiedDaysAgo: 2,
    paidDaysAgo: null,
  },
];
