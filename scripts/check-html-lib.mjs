// What `npm run check:html` checks and what it makes of the W3C Nu HTML checker's answer.
// Kept apart from scripts/check-html.mjs, which starts the site, fetches and runs the checker, so
// that what is computed here has unit tests (scripts/check-html-lib.test.ts).

/**
 * Who fetches each page. An ordinary browser, and a crawler: Next.js renders differently for the
 * user agents it takes for bots (metadata in <head> before the body for them, streamed later for
 * browsers unless configured otherwise), so both renderings are checked.
 */
export const USER_AGENTS = {
  browser: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

/**
 * Every page to check, once each: the bench's routes (one of each public kind the sitemap lists, the
 * article and the professional found by their list's first link) and every page the site walk visits
 * signed out (sign-in pages, not-found pages, the payment return), which need no placeholder filled.
 * `benchRoutes` are resolved already (each has a `path`); `sitePages` are e2e/support/site-pages.ts's.
 */
export function pagesToCheck(benchRoutes, sitePages) {
  const signedOut = sitePages
    .filter((page) => page.visitors.includes('signed-out') && !page.path.includes('{'))
    .map((page) => page.path);
  return [...new Set([...benchRoutes.map((route) => route.path), ...signedOut])];
}

const isError = (message) => message.type === 'error' || message.type === 'non-document-error';

/**
 * The checker's JSON answer (`--format json`), for the documents `checked` in the order they were
 * given as files (`{ file, path, agent, status }`), as one result per document: its errors and its
 * warnings. A message names its document by `url`, which ends with the file's name. Nothing is set
 * aside: the checker found no false positive on this site (when one appears, filter it here by its
 * message, saying why).
 */
export function summarise(answer, checked) {
  const results = checked.map((document) => ({ ...document, errors: [], warnings: 0 }));
  const byFile = new Map(results.map((result) => [result.file, result]));
  const unmatched = [];
  for (const message of answer.messages ?? []) {
    const result = byFile.get(String(message.url ?? '').split('/').pop());
    if (!result) {
      if (isError(message)) unmatched.push(message.message);
      continue;
    }
    if (!isError(message)) {
      if (message.subType === 'warning') result.warnings += 1;
      continue;
    }
    result.errors.push({
      line: message.lastLine ?? message.firstLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.message,
      extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
    });
  }
  return { results, unmatched };
}

/** A page the server failed to answer counts as failed too: its HTML is an error page, not the page. */
const serverFailed = (result) => result.status >= 500;

/** Whether the run found nothing wrong. */
export function passed({ results, unmatched }) {
  return unmatched.length === 0 && results.every((result) => result.errors.length === 0 && !serverFailed(result));
}

/** What is printed: each document with errors, its errors with their place and the markup, then one summary line. */
export function report(summary) {
  const lines = [];
  for (const result of summary.results) {
    if (serverFailed(result)) lines.push(`${result.path} (${result.agent}): the server answered ${result.status}`);
    if (result.errors.length === 0) continue;
    lines.push(`${result.path} (${result.agent}): ${result.errors.length} error${result.errors.length === 1 ? '' : 's'}`);
    for (const error of result.errors) {
      lines.push(`  ${error.line}:${error.column} ${error.message}${error.extract ? `\n      ${error.extract.slice(0, 160)}` : ''}`);
    }
  }
  for (const message of summary.unmatched) lines.push(`(no document) ${message}`);
  lines.push(summaryLine(summary));
  return lines.join('\n');
}

/** One line: PASS or FAIL, how many documents and errors. */
export function summaryLine({ results, unmatched }) {
  const errors = results.reduce((sum, result) => sum + result.errors.length, 0) + unmatched.length;
  const failing = results.filter((result) => result.errors.length > 0 || serverFailed(result)).length;
  const pages = new Set(results.map((result) => result.path)).size;
  const agents = new Set(results.map((result) => result.agent)).size;
  return `check:html ${passed({ results, unmatched }) ? 'PASS' : 'FAIL'}: ${pages} pages x ${agents} user agents, ${errors} error${errors === 1 ? '' : 's'} in ${failing} document${failing === 1 ? '' : 's'}`;
}

/** The generated section of docs/quality.md: when and what was checked, a row per page, the summary line. */
export function qualitySection(summary, { date, checker }) {
  const agents = [...new Set(summary.results.map((result) => result.agent))];
  const rows = [...new Set(summary.results.map((result) => result.path))].map((path) => {
    const cells = agents.map((agent) => {
      const result = summary.results.find((entry) => entry.path === path && entry.agent === agent);
      if (!result) return '-';
      if (serverFailed(result)) return `HTTP ${result.status}`;
      return `${result.errors.length}${result.warnings ? ` (${result.warnings} warning${result.warnings === 1 ? '' : 's'})` : ''}`;
    });
    return `| ${path.replaceAll('|', '\\|')} | ${cells.join(' | ')} |`;
  });
  return [
    `Checked ${date} with ${checker}. Errors per page and user agent (warnings in brackets do not fail):`,
    '',
    `| Page | ${agents.map((agent) => `Errors as ${agent}`).join(' | ')} |`,
    `|---|${agents.map(() => '---:').join('|')}|`,
    ...rows,
    '',
    summaryLine(summary),
  ].join('\n');
}
