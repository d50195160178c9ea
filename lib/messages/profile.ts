/** The dashboard's My Profile tab: profile card, edit dialog, notification settings, account deletion. */
export const profileText = {
  heading: 'My profile',
  photoAlt: (name: string) => `Profile photo of ${name}`,
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  uniqueCode: 'Unique code',
  notProvided: 'Not provided',
} as const;
