/**
 * The lead form's option lists, apart from its schema (lib/forms/property.ts) so the property page
 * can draw the form before the validation code (zod, react-hook-form) is loaded.
 */

/** Lead titles, in the order the form offers them. */
export const leadTitles = ['Mr.', 'Mrs.', 'Miss.', 'Dr.', 'Hon.', 'Engr.', 'Bar.', 'Prof.'] as const;

/** Where the visitor heard of us (`platform`), value and label. */
export const leadSources = [
  { value: 'search', label: 'Online Search' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'headOffice', label: 'Head office' },
  { value: 'branch', label: 'Branch office' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'newspaper', label: 'Newspaper' },
  { value: 'radio', label: 'Radio' },
  { value: 'television', label: 'Television' },
] as const;
