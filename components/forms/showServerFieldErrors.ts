import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's message under each of `fieldNames` it names and focuses the first of them (in
 * `fieldNames` order: the form's own). Answers whether any field got one: then that field has focus
 * and the form's banner must not take it (useBannerFocus).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
  fieldErrors: Record<string, string> = {},
): boolean {
  const invalid = fieldNames.filter((name) => fieldErrors[name]);
  invalid.forEach((name, index) => setError(name, { type: 'server', message: fieldErrors[name] }, { shouldFocus: index === 0 }));
  return invalid.length > 0;
}
