import type { SeedUser } from './types';

/** The password of every demo account, published in the README for local sign-in. */
export const DEMO_PASSWORD = 'password1';

export const DEMO_EMAILS = {
  buyer: 'buyer@example.com',
  owner: 'owner@example.com',
  professional: 'pro@example.com',
  staff: 'staff@example.com',
} as const;

/**
 * The demo accounts the README lists, then the agents and developers who own the rest of
 * the listings, so listings show a variety of owners.
 */
export const seedUsers: SeedUser[] = [
  {
    email: DEMO_EMAILS.buyer,
    password: DEMO_PASSWORD,
    firstName: 'Chidinma',
    lastName: 'Okafor',
    phone: '08031234567',
    address: '14 Bode Thomas Street, Surulere, Lagos',
    stateId: 25,
    serviceProvider: false,
  },
  {
    email: DEMO_EMAILS.owner,
    password: DEMO_PASSWORD,
    firstName: 'Babatunde',
    lastName: 'Adeyemi',
    phone: '08037654321',
    address: '7 Opebi Road, Ikeja, Lagos',
    stateId: 25,
    serviceProvider: false,
  },
  {
    email: DEMO_EMAILS.professional,
    password: DEMO_PASSWORD,
    firstName: 'Ifeanyi',
    lastName: 'Nwosu',
    phone: '08035551234',
    address: '22 Ogui Road, Enugu',
    stateId: 14,
    serviceProvider: true,
  },
  {
    email: 'ngozi.eze@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Ngozi',
    lastName: 'Eze',
    phone: '08062345678',
    address: '3 Admiralty Way, Lekki Phase 1, Lagos',
    stateId: 25,
    serviceProvider: false,
  },
  {
    email: 'musa.abdullahi@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Musa',
    lastName: 'Abdullahi',
    phone: '08039876543',
    address: '11 Aminu Kano Crescent, Wuse 2, Abuja',
    stateId: 15,
    serviceProvider: false,
  },
  {
    email: 'tamuno.briggs@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Tamunotonye',
    lastName: 'Briggs',
    phone: '08034567812',
    address: '5 Tombia Street, GRA Phase 2, Port Harcourt',
    stateId: 33,
    serviceProvider: false,
  },
  {
    email: 'funmilayo.ogunleye@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Funmilayo',
    lastName: 'Ogunleye',
    phone: '08023456789',
    address: '18 Awolowo Avenue, Bodija, Ibadan',
    stateId: 31,
    serviceProvider: false,
  },
  {
    email: 'emeka.obi@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Emeka',
    lastName: 'Obi',
    phone: '08051239876',
    address: '9 Chime Avenue, New Haven, Enugu',
    stateId: 14,
    serviceProvider: false,
  },
  {
    email: 'aisha.bello@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Aisha',
    lastName: 'Bello',
    phone: '08067812345',
    address: '2 Bompai Road, Nassarawa GRA, Kano',
    stateId: 20,
    serviceProvider: false,
  },
  // Last, so the other accounts keep their ids and codes: the staff console's demo account.
  {
    email: DEMO_EMAILS.staff,
    password: DEMO_PASSWORD,
    firstName: 'Funmi',
    lastName: 'Staff',
    phone: '08030000001',
    address: '1 Marina, Lagos Island, Lagos',
    stateId: 25,
    serviceProvider: false,
    role: 'staff',
  },
];

/** The agents and developers: every account but the demo ones the README lists. */
export const agentEmails = seedUsers.map((user) => user.email).filter((email) => !Object.values<string>(DEMO_EMAILS).includes(email));
