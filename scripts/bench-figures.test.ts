/** @jest-environment node */

type BenchFigures = {
  median: (values: number[]) => number;
  scriptSources: (html: string) => string[];
  javascriptFigures: (scripts: Map<string, number>, staticScripts: Map<string, number>) => { firstLoadKb: number; ownKb: number };
  redisWork: (monitorOutput: string) => { roundTrips: number; commands: number };
};

/** Plain JavaScript run by Node as it is; a path in a variable keeps tsc from asking for its types. */
const MODULE_PATH = './bench-figures.mjs';
const load = async (): Promise<BenchFigures> => import(MODULE_PATH);

describe('bench figures (scripts/bench-figures.mjs)', () => {
  it('takes the median of the rounds, whatever their order', async () => {
    const { median } = await load();
    expect(median([900, 300, 600])).toBe(600);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([7])).toBe(7);
  });

  it('lists each script a browser downloads once, leaving out legacy noModule polyfills and inline scripts', async () => {
    const { scriptSources } = await load();
    const html = [
      '<script src="/_next/static/chunks/webpack.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"<script src=\\"/not-a-tag.js\\">"])</script>',
      '<link rel="preload" as="script" href="/_next/static/chunks/preloaded.js"/>',
      '<script id="x" src="/_next/static/chunks/page.js"></script>',
      '<script src="/_next/static/chunks/webpack.js" async=""></script>',
    ].join('');
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/webpack.js', '/_next/static/chunks/page.js']);
  });

  it("counts a route's own JavaScript as what the static page does not load", async () => {
    const { javascriptFigures } = await load();
    const staticPage = new Map([
      ['/framework.js', 60],
      ['/main.js', 80],
    ]);
    const property = new Map([
      ['/framework.js', 60],
      ['/main.js', 80],
      ['/gallery.js', 9.5],
      ['/actions.js', 5.5],
    ]);
    expect(javascriptFigures(property, staticPage)).toEqual({ firstLoadKb: 155, ownKb: 15 });
    expect(javascriptFigures(staticPage, staticPage)).toEqual({ firstLoadKb: 140, ownKb: 0 });
  });

  it("counts Redis's round trips apart from the commands a script runs inside it, and a transaction as one", async () => {
    const { redisWork } = await load();
    const monitor = [
      'OK',
      // A cached page view: one script, reading the entry and its tags inside Redis.
      '1795535015.891911 [0 127.0.0.1:42764] "evalsha" "cb98ea25" "1" "nh:cache:/route-cache/APP_PAGE/x/$/property/1"',
      '1795535015.892049 [0 lua] "HMGET" "nh:cache:/route-cache/APP_PAGE/x/$/property/1" "v" "m" "t"',
      '1795535015.892377 [0 lua] "GET" "nh:tag:_N_T_/layout"',
      '1795535015.892423 [0 lua] "GET" "nh:tag:vst:property:1"',
      // A signed-in call: whether its session was signed out.
      '1795535029.057778 [0 127.0.0.1:42752] "exists" "ended-session:5e11d508"',
      // An entry stored: one transaction.
      '1795535030.000001 [0 127.0.0.1:42764] "multi"',
      '1795535030.000002 [0 127.0.0.1:42764] "hset" "nh:cache:k" "v" "{\\"a\\":1}"',
      '1795535030.000003 [0 127.0.0.1:42764] "expire" "nh:cache:k" "86400"',
      '1795535030.000004 [0 127.0.0.1:42764] "exec"',
      '',
    ].join('\n');
    expect(redisWork(monitor)).toEqual({ roundTrips: 3, commands: 9 });
    expect(redisWork('OK\n')).toEqual({ roundTrips: 0, commands: 0 });
  });
});
