/** @jest-environment node */
import { execFileSync } from 'node:child_process';

const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const value = thing;\n`;

const forbidden: [string, string][] = [
  ['server/vst/x.ts', '@/components/services/HomeServiceForm'],
  ['server/vst/x.ts', '../../components/ui/Button'],
  ['server/vst/x.ts', '@/app/dashboard/listing/actions'],
  ['server/vst/x.ts', '@/provider/src/main'],
  ['lib/forms/x.ts', '@/components/ui/Field'],
  ['lib/forms/x.ts', '@/app/error'],
  ['lib/forms/x.ts', '@/server/session'],
  ['components/ui/x.tsx', '@/provider/src/db/schema'],
  ['components/listing-form/x.tsx', '@/app/dashboard/listing/actions'],
  ['components/listing-form/x.tsx', '../../app/dashboard/listing/actions'],
  ['app/x/page.tsx', '../../provider/src/main'],
];
const allowed: [string, string][] = [
  ['server/vst/x.ts', '@/lib/forms/services'],
  ['components/ui/x.tsx', '@/server/session'],
  ['app/x/page.tsx', '@/components/ui/Button'],
  ['lib/forms/x.ts', '@/lib/messages'],
  ['provider/src/x.ts', '../../lib/forms/services'],
  ['lib/forms/x.test.ts', '@/server/http/uploads'],
];

/**
 * Lints each case with the project's eslint config, as if the source were the file at its path, and
 * returns the rule ids reported for each. One child process (the config is ESM, which jest's module
 * loader does not run), so eslint starts once.
 */
function ruleIds(cases: [string, string][]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    // The layering rules alone: import/no-cycle needs real files on disk, and these are made up.
    const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
    const cases = JSON.parse(process.argv[1]);
    const out = [];
    for (const [filePath, source] of cases) {
      const [result] = await eslint.lintText(source, { filePath });
      out.push(result.messages.map((m) => m.ruleId ?? 'parse-error'));
    }
    console.log(JSON.stringify(out));`;
  const input = JSON.stringify(cases.map(([file, specifier]) => [file, importing(specifier)]));
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, input], { cwd: __dirname, encoding: 'utf8' }));
}

test('layering (eslint.config.mjs): server/ and lib/ never import the UI, components/ never app/, lib/ never server/, the web app never provider/', () => {
  const results = ruleIds([...forbidden, ...allowed]);
  forbidden.forEach(([file, specifier], index) => {
    expect({ file, specifier, rules: results[index] }).toEqual({ file, specifier, rules: expect.arrayContaining(['no-restricted-imports']) });
  });
  allowed.forEach(([file, specifier], index) => {
    expect({ file, specifier, rules: results[forbidden.length + index] }).toEqual({ file, specifier, rules: [] });
  });
}, 120_000);
