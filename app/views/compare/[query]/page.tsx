import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { propertyPlace } from '@/lib/listing/place';
import styles from '@/components/compare/Compare.module.css';
import { viewSearchParams, type ViewParams } from '@/lib/cached-views';
import { compareHref, differs, parseCompareIds } from '@/lib/compare';
import { PROPERTY_FALLBACK_IMAGE } from '@/lib/images/fallback';
import { imageVariantProps } from '@/lib/images/variants';
import { formatListingPrice, formatNaira } from '@/lib/format/naira';
import { compareText as text } from '@/lib/messages/compare';
import type { PropertyDetail } from '@/lib/vst/property';
import { getPropertyDetail } from '@/server/vst/property-detail';

// `/compare?ids=…`, rewritten here with its query: a plain list of ids by next.config.mjs, as asked
// (a list out of order is a view of its own, the same table), any other spelling first
// redirected by proxy.ts to the ids ascending, each once (lib/cached-views.ts): each list is rendered on
// first request and served from the cache for as long as a property page is (revalidateSeconds.property;
// a segment option must be a literal), or until one of them changes (its cache tag). Nothing is
// prerendered at build.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** A shareable comparison, but one of endless id combinations: kept out of search results. */
export const metadata: Metadata = { title: text.pageTitle, robots: { index: false, follow: true } };

type Row = { key: keyof typeof text.rows; cell: (home: PropertyDetail) => { text: string; node?: ReactNode } };

const plain = (value: string) => ({ text: value });
const list = (items: string[], empty: string) =>
  items.length === 0 ? plain(empty) : { text: items.join('|'), node: <ul className={styles.cellList}>{items.map((item, index) => <li key={index}>{item}</li>)}</ul> };

/** The table's rows, in the order buyers weigh them; each gives the text compared and, when it needs more, what is shown. */
const rows: Row[] = [
  {
    key: 'photo',
    cell: (home) => ({
      text: home.primary_image_link,
      // Variants in srcset (lib/images/variants.ts); decorative, the column header names the home.
      // eslint-disable-next-line @next/next/no-img-element
      node: <img {...imageVariantProps(home.primary_image_link || PROPERTY_FALLBACK_IMAGE, 'small')} alt="" className={styles.photo} />,
    }),
  },
  { key: 'price', cell: (home) => plain(formatListingPrice(home.price, home.transaction_type)) },
  { key: 'type', cell: (home) => plain(`${home.property_type.name}, ${home.property_category.name}`) },
  { key: 'rooms', cell: (home) => plain(text.rooms(home.no_bedroom, home.no_bathroom, home.no_toilet)) },
  { key: 'location', cell: (home) => plain(`${home.address} (${propertyPlace(home)})`) },
  { key: 'paymentPlan', cell: (home) => list(home.payment_plan.map((step) => `${formatNaira(step.amount)}: ${step.description}`), text.noPlan) },
  { key: 'features', cell: (home) => list(home.property_features.map((feature) => feature.name), text.noFeatures) },
  { key: 'status', cell: (home) => plain(home.availability_status) },
];

/**
 * `/compare?ids=1,2,3`: up to four homes side by side, rendered on the server, rows that differ marked.
 * The columns come in the order of their ids, whatever the order asked for: every order shows one table.
 */
export default async function ComparePage({ params }: { params: ViewParams }) {
  const parsed = parseCompareIds((await viewSearchParams(params)).ids);
  if (!parsed.ok) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>{text.pageTitle}</h1>
        <p className={styles.note} role="alert">{text.tooMany}</p>
      </div>
    );
  }

  const results = await Promise.all([...parsed.ids].sort((a, b) => a - b).map(async (id) => ({ id, result: await getPropertyDetail(id) })));
  const homes = results.flatMap(({ result }) => (result.ok ? [result.data.property] : []));
  // 410: a listing staff hid is gone for the public, as an unknown one is.
  const gone = (status: number) => status === 404 || status === 410 || status === 422;
  const unknown = results.filter(({ result }) => !result.ok && gone(result.status)).map(({ id }) => id);
  // Thrown rather than rendered, so the cache keeps the last good page (or the error page offers a retry).
  const failed = results.find(({ result }) => !result.ok && !gone(result.status))?.result;
  if (failed && !failed.ok) throw new Error(failed.detail);
  const ids = homes.map((home) => home.id);

  return (
    <div className={`container ${styles.page}`}>
      <h1>{text.pageTitle}</h1>
      {unknown.length > 0 ? <p className={styles.note}>{text.unknown(unknown.join(', '))}</p> : null}
      {homes.length === 0 ? (
        <p>
          {text.none} <Link href="/properties">{text.browse}</Link>
        </p>
      ) : (
        <>
          <p>{text.pageIntro}</p>
          {/* Focusable so a keyboard can scroll a table wider than a phone. */}
          <div className={styles.tableWrap} role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="compare-caption" className="visually-hidden">{text.tableCaption}</caption>
              <thead>
                <tr>
                  <td />
                  {homes.map((home) => (
                    <th key={home.id} scope="col">
                      <Link href={`/property/${home.id}`}>{home.name}</Link>
                      <br />
                      <Link href={compareHref(ids.filter((id) => id !== home.id))} aria-label={text.removeFromTable(home.name)} prefetch={false}>
                        {text.removeShort}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const cells = homes.map(row.cell);
                  const different = homes.length > 1 && differs(cells.map((cell) => cell.text));
                  return (
                    <tr key={row.key} className={different ? styles.differ : undefined}>
                      <th scope="row">
                        {text.rows[row.key]}
                        {different ? <span className={styles.differMark}>{text.differs}</span> : null}
                      </th>
                      {cells.map((cell, index) => <td key={homes[index]!.id}>{cell.node ?? cell.text}</td>)}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
