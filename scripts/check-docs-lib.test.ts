/** @jest-environment node */
import { conflictMarkerLines, featuresNotNamed, pathsInComments, pathsInMarkdown } from './check-docs-lib.mjs';

const topLevel = new Set(['app', 'docs', 'server', 'provider', 'e2e', 'README.md', 'package.json']);

describe('pathsInMarkdown', () => {
  it('reads backticked repository paths, without line numbers, anchors or a closing slash', () => {
    const page = 'See `server/page-cache-handler.mjs:12`, `app/views/` and `README.md#run`; not `bookings/book`, `image/webp` or `npm run test:unit -- <paths>`.';
    expect(pathsInMarkdown(page, 'docs', topLevel).sort()).toEqual(['README.md', 'app/views', 'server/page-cache-handler.mjs']);
  });

  it('skips placeholders and patterns, which name no one file', () => {
    const page = '`app/views/…`, `app/views/*/page.tsx`, `app/{a,b}`, `app/views/...`';
    expect(pathsInMarkdown(page, 'docs', topLevel)).toEqual([]);
  });

  it('resolves links from the page that holds them and ignores addresses and anchors', () => {
    const page = '[quality](quality.md), [map](../e2e/support/map-tiles.json#x), [site](https://example.com/a.md), [top](#run)';
    expect(pathsInMarkdown(page, 'docs', topLevel).sort()).toEqual(['docs/quality.md', 'e2e/support/map-tiles.json']);
  });
});

describe('pathsInComments', () => {
  it('reads file paths in line and block comments, not in code or addresses', () => {
    const source = [
      "// kept by server/page-cache.ts, see docs/architecture.md.",
      "/* the journey (e2e/support/map-tiles.json) */",
      "const url = 'http://127.0.0.1:4010/server/x.ts';",
      "import { a } from 'server/http/origin.ts';",
    ].join('\n');
    expect(pathsInComments(source, 'app/page.tsx', topLevel).sort()).toEqual(['docs/architecture.md', 'e2e/support/map-tiles.json', 'server/page-cache.ts']);
  });

  it('reads src/ paths inside provider/ from the provider folder', () => {
    expect(pathsInComments('// see src/testing/testProvider.ts', 'provider/jest-env.mjs', topLevel)).toEqual(['provider/src/testing/testProvider.ts']);
    expect(pathsInComments('// see src/testing/testProvider.ts', 'server/x.ts', topLevel)).toEqual([]);
  });

  it('takes folders without an extension for prose', () => {
    expect(pathsInComments('// the views in app/views and server/vst', 'lib/x.ts', topLevel)).toEqual([]);
  });
});

test('featuresNotNamed lists the folders the architecture page never names', () => {
  expect(featuresNotNamed('The staff console (`components/staff/`) …', ['components/staff', 'components/verification'])).toEqual(['components/verification']);
});

describe('conflictMarkerLines', () => {
  it('finds the markers a merge leaves, not rules or headings drawn with the same signs', () => {
    const text = ['# Title', '<<<<<<< HEAD', 'ours', '=======', 'theirs', '>>>>>>> branch', '', 'Heading', '=======', '<<<<<<<<<< not one'].join('\n');
    expect(conflictMarkerLines(text)).toEqual([2, 6]);
  });
});
