import { redirect } from 'next/navigation';

/** The spec sends every unknown path to the home page (real pages use notFound() for missing items). */
export default function UnknownPath() {
  redirect('/');
}
