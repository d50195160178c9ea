/** "Ada" + "Obi" → "Ada Obi"; a missing last name leaves no trailing space. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
