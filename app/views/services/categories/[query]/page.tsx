import type { Metadata } from 'next';
import Link from 'next/link';
import { directoryHref } from '@/components/services/DirectoryTabs';
import styles from '@/components/services/Services.module.css';
import { servicesText as text } from '@/lib/messages/services';
import { getServiceCategoryTypes, getServiceDirectory } from '@/server/vst/services';

export const metadata: Metadata = { title: text.categoriesTitle, description: text.categoriesIntro };
// `/services/categories`, rewritten here (lib/cached-views.ts): rendered on first request and served
// from the cache, expired with the directory's data (revalidateSeconds.services, cacheTags.services; a
// segment option must be a literal). Nothing is prerendered at build, so the build needs no provider.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/** The category listing (/services/categories): each category with its trades and how many professionals it has. */
export default async function ServiceCategoriesPage() {
  const [directory, types] = await Promise.all([getServiceDirectory(), getServiceCategoryTypes()]);
  if (!directory.ok) throw new Error(directory.detail);
  const typesOf = (categoryId: number) => (types.ok ? types.data.category_types.filter((type) => type.category_id === categoryId) : []);
  return (
    <div className={`container ${styles.section}`}>
      <h1>{text.categoriesTitle}</h1>
      <p className={styles.muted}>{text.categoriesIntro}</p>
      <ul className={styles.categories}>
        {directory.data.categories.map((category) => (
          <li key={category.id}>
            <h2>{category.name}</h2>
            <p className={styles.muted}>{text.categoryCount(category.total)}</p>
            <ul>{typesOf(category.id).map((type) => <li key={type.id}>{type.name}</li>)}</ul>
            <Link href={directoryHref(category.slug)}>{text.viewCategory(category.name)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
