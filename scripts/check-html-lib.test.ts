/** @jest-environment node */

type Document = { file: string; path: string; agent: string; status: number };
type Result = Document & { errors: { line: number; column: number; message: string; extract: string }[]; warnings: number };
type Summary = { results: Result[]; unmatched: string[] };
type NuMessage = { type: string; subType?: string; url?: string; message: string; lastLine?: number; firstColumn?: number; extract?: string };
type CheckHtmlLib = {
  USER_AGENTS: Record<string, string>;
  pagesToCheck: (routes: { path: string }[], sitePages: { path: string; visitors: readonly string[] }[]) => string[];
  summarise: (answer: { messages?: NuMessage[] }, checked: Document[]) => Summary;
  passed: (summary: Summary) => boolean;
  report: (summary: Summary) => string;
  summaryLine: (summary: Summary) => string;
  qualitySection: (summary: Summary, about: { date: string; checker: string }) => string;
};

/** Plain JavaScript run by Node as it is; a path in a variable keeps tsc from asking for its types. */
const MODULE_PATH = './check-html-lib.mjs';
const load = async (): Promise<CheckHtmlLib> => import(MODULE_PATH);

const documents: Document[] = [
  { file: '000.html', path: '/', agent: 'browser', status: 200 },
  { file: '001.html', path: '/', agent: 'crawler', status: 200 },
  { file: '002.html', path: '/all_properties', agent: 'browser', status: 200 },
  { file: '003.html', path: '/all_properties', agent: 'crawler', status: 200 },
];

const skippedHeading: NuMessage = {
  type: 'error',
  url: 'file:/tmp/naijahomes-check-html-x/002.html',
  lastLine: 1,
  firstColumn: 5584,
  message: 'The heading “h3” (with computed level 3) follows the heading “h1” (with computed level 1), skipping 1 heading level.',
  extract: '/ year</p><h3 class="name">\n<a',
};

describe('the Nu HTML check (scripts/check-html-lib.mjs)', () => {
  it('checks the bench routes and every signed-out page of the site walk once each, leaving out pages with placeholders', async () => {
    const { pagesToCheck } = await load();
    const pages = pagesToCheck(
      [{ path: '/' }, { path: '/property/1' }, { path: '/home-service-pro/details?id=6' }],
      [
        { path: '/', visitors: ['signed-out', 'buyer'] },
        { path: '/login', visitors: ['signed-out'] },
        { path: '/dashboard', visitors: ['buyer'] },
        { path: '/property/{ownerListing}', visitors: ['signed-out'] },
      ],
    );
    expect(pages).toEqual(['/', '/property/1', '/home-service-pro/details?id=6', '/login']);
  });

  it('fetches as a Chrome browser and as a crawler Next.js takes for a bot', async () => {
    const { USER_AGENTS } = await load();
    expect(USER_AGENTS.browser).toMatch(/Chrome\/\d+/);
    expect(USER_AGENTS.crawler).toMatch(/Googlebot/);
  });

  it('gives each document its errors, counts its warnings, and passes only when no document has an error', async () => {
    const { summarise, passed } = await load();
    const clean = summarise({ messages: [{ type: 'info', subType: 'warning', url: 'file:/tmp/x/000.html', message: 'Consider adding a lang attribute' }, { type: 'info', url: 'file:/tmp/x/001.html', message: 'Trailing slash on void elements' }] }, documents);
    expect(clean.results.map((result) => [result.errors.length, result.warnings])).toEqual([[0, 1], [0, 0], [0, 0], [0, 0]]);
    expect(passed(clean)).toBe(true);

    const failing = summarise({ messages: [skippedHeading] }, documents);
    expect(failing.results[2]!.errors).toEqual([{ line: 1, column: 5584, message: skippedHeading.message, extract: '/ year</p><h3 class="name"> <a' }]);
    expect(failing.results.filter((result) => result.errors.length > 0)).toHaveLength(1);
    expect(passed(failing)).toBe(false);
  });

  it('fails on an error it cannot place (the checker failing on a file) and on a page the server failed to answer', async () => {
    const { summarise, passed, summaryLine } = await load();
    const unplaced = summarise({ messages: [{ type: 'non-document-error', url: 'file:/tmp/x/999.html', message: 'IO error' }] }, documents);
    expect(unplaced.unmatched).toEqual(['IO error']);
    expect(passed(unplaced)).toBe(false);

    const serverError = summarise({ messages: [] }, [{ ...documents[0]!, status: 500 }, { ...documents[1]!, status: 404 }]);
    expect(passed(serverError)).toBe(false);
    expect(summaryLine(serverError)).toBe('check:html FAIL: 1 pages x 2 user agents, 0 errors in 1 document');
  });

  it('prints each failing document with its errors and ends with the summary line', async () => {
    const { summarise, report } = await load();
    const lines = report(summarise({ messages: [skippedHeading] }, documents)).split('\n');
    expect(lines[0]).toBe('/all_properties (browser): 1 error');
    expect(lines[1]).toContain('1:5584 The heading “h3”');
    expect(lines.at(-1)).toBe('check:html FAIL: 2 pages x 2 user agents, 1 error in 1 document');
  });

  it('writes a row per page with its errors for each user agent', async () => {
    const { summarise, qualitySection } = await load();
    const section = qualitySection(summarise({ messages: [skippedHeading] }, documents), { date: '2026-11-24', checker: 'the Nu HTML checker 26.9.27' });
    expect(section).toContain('Checked 2026-11-24 with the Nu HTML checker 26.9.27.');
    expect(section).toContain('| Page | Errors as browser | Errors as crawler |');
    expect(section).toContain('| / | 0 | 0 |');
    expect(section).toContain('| /all_properties | 1 | 0 |');
    expect(section.split('\n').at(-1)).toBe('check:html FAIL: 2 pages x 2 user agents, 1 error in 1 document');
  });
});
