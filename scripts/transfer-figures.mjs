// What the phone transfer bench (scripts/phone-transfer.mjs) computes from the responses a page
// made Chromium download, apart from the measuring so that it has unit tests
// (scripts/transfer-figures.test.ts): bytes in all and for images, the page's verdict against the
// transfer budget, and the table written to docs/quality.md.

/** On first load a page transfers at most 1 MB, of which images at most 500 kB. */
export const FIRST_LOAD_BUDGET_KB = 1000;
export const FIRST_LOAD_IMAGES_BUDGET_KB = 500;

/**
 * Totals of what was transferred, in kB (1000 bytes, as browsers' devtools count). Each response is
 * `{ url, type, bytes }`, `bytes` being what crossed the network (headers and encoded body).
 */
export function transferTotals(responses) {
  const kb = (list) => list.reduce((sum, response) => sum + response.bytes, 0) / 1000;
  const images = responses.filter((response) => response.type === 'image');
  return { requests: responses.length, totalKb: kb(responses), imageKb: kb(images), imageRequests: images.length };
}

/** Whether a page's first load stays within the budget, with the reason when it does not. */
export function transferVerdict(firstLoad) {
  const misses = [];
  if (firstLoad.totalKb > FIRST_LOAD_BUDGET_KB) misses.push(`${firstLoad.totalKb.toFixed(0)} kB in all (budget ${FIRST_LOAD_BUDGET_KB})`);
  if (firstLoad.imageKb > FIRST_LOAD_IMAGES_BUDGET_KB) misses.push(`${firstLoad.imageKb.toFixed(0)} kB of images (budget ${FIRST_LOAD_IMAGES_BUDGET_KB})`);
  return { met: misses.length === 0, misses };
}

/** The LCP element in words: its tag, and for a picture its path (long ones shortened in the middle). */
export function describeLcp(lcp) {
  if (!lcp) return 'none reported';
  if (!lcp.url) return `<${lcp.tag}> text`;
  const { pathname } = new URL(lcp.url, 'http://localhost');
  const shown = pathname.length > 48 ? `${pathname.slice(0, 30)}…${pathname.slice(-15)}` : pathname;
  return `<${lcp.tag}> ${shown}`;
}

/** The markdown table of every page's figures and the verdict lines under it. */
export function transferSection(pages, setting) {
  const kb = (value) => value.toFixed(0);
  const rows = pages.map(
    (page) =>
      `| ${page.route} | ${kb(page.firstLoad.totalKb)} | ${kb(page.firstLoad.imageKb)} (${page.firstLoad.imageRequests}) | ` +
      `${kb(page.scrolled.totalKb)} | ${kb(page.scrolled.imageKb)} (${page.scrolled.imageRequests}) | ${describeLcp(page.lcp)} | ${page.lcp?.bytes ? kb(page.lcp.bytes / 1000) : '–'} |`,
  );
  const verdicts = pages.map((page) => {
    const verdict = transferVerdict(page.firstLoad);
    return `- ${verdict.met ? 'met' : 'MISSED'}: ${page.route} first load ${verdict.met ? `within ${FIRST_LOAD_BUDGET_KB} kB, images within ${FIRST_LOAD_IMAGES_BUDGET_KB} kB` : verdict.misses.join(', ')}`;
  });
  return [
    setting,
    '',
    '| Page | First load (kB) | Images (kB, requests) | After scrolling to the end (kB) | Images (kB, requests) | LCP element | LCP bytes (kB) |',
    '|---|---:|---:|---:|---:|---|---:|',
    ...rows,
    '',
    ...verdicts,
  ].join('\n');
}

/** With the data saver on, a phone's first view of a page transfers at most this, and a second visit to it this. */
export const DATA_SAVER_FIRST_VIEW_BUDGET_KB = 120;
export const SECOND_VISIT_BUDGET_KB = 20;

/** The data saver's table: each page's first view with the saver on, and a second visit once the service worker keeps it. */
export function dataSaverSection(pages, setting) {
  const kb = (value) => value.toFixed(0);
  const verdict = (met, text) => `- ${met ? 'met' : 'MISSED'}: ${text}`;
  return [
    setting,
    '',
    '| Page | First view, saver on (kB) | Images (kB, requests) | Second visit (kB) |',
    '|---|---:|---:|---:|',
    ...pages.map((page) => `| ${page.route} | ${kb(page.firstView.totalKb)} | ${kb(page.firstView.imageKb)} (${page.firstView.imageRequests}) | ${kb(page.secondVisit.totalKb)} |`),
    '',
    ...pages.flatMap((page) => [
      verdict(page.firstView.totalKb <= DATA_SAVER_FIRST_VIEW_BUDGET_KB, `${page.route} first view with the saver ${kb(page.firstView.totalKb)} kB (budget ${DATA_SAVER_FIRST_VIEW_BUDGET_KB})`),
      verdict(page.secondVisit.totalKb <= SECOND_VISIT_BUDGET_KB, `${page.route} second visit ${kb(page.secondVisit.totalKb)} kB (budget ${SECOND_VISIT_BUDGET_KB})`),
    ]),
  ].join('\n');
}
