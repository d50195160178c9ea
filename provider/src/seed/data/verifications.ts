import type { SeedVerification } from './types';

/**
 * Verified and unverified advertisers: the demo owner verified as an owner, an agent in Lagos
 * verified with her CAC and LASRERA numbers, and a request from Abuja waiting in the staff queue.
 * The other owners stay unverified.
 */
export const verifications: SeedVerification[] = [
  { userEmail: 'owner@example.com', kind: 'owner', phone: '+2348037654321', status: 'approved', createdDaysAgo: 40, reviewedDaysAgo: 39 },
  {
    userEmail: 'ngozi.eze@example.com',
    kind: 'agent',
    phone: '+2348062345678',
    cacNumber: 'RC1234567',
    lasreraNumber: 'LASRERA/AG/2024/00123',
    status: 'approved',
    createdDaysAgo: 30,
    reviewedDaysAgo: 28,
  },
  { userEmail: 'musa.abdullahi@example.com', kind: 'agent', phone: '+2348039876543', cacNumber: 'BN2345678', status: 'pending', createdDaysAgo: 1 },
];
