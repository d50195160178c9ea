// `npm run docs:check` (a stage of `npm test`): fails when a README.md or docs/ name a path that does not
// exist, when a code comment points at a file that is gone, or when docs/architecture.md never names a
// feature folder (components/*, provider/src/*, server/vst/operations/*); and, in any text file, when a merge
// left its conflict markers behind.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { conflictMarkerLines, featuresNotNamed, pathsInComments, pathsInMarkdown } from './check-docs-lib.mjs';
import { root } from './lib.mjs';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));
const topLevel = new Set(tracked.map((file) => file.split('/')[0]));
const exists = (file) => existsSync(path.join(root, file));
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const problems = [];

for (const page of tracked.filter((file) => /(^|\/)README\.md$/.test(file) || (file.startsWith('docs/') && file.endsWith('.md')))) {
  for (const named of pathsInMarkdown(read(page), path.posix.dirname(page) === '.' ? '' : path.posix.dirname(page), topLevel)) {
    if (!exists(named)) problems.push(`${page} names ${named}, which does not exist`);
  }
}

// Test files are left out: their fixtures are full of paths in strings that read as comments.
for (const file of tracked.filter((name) => /\.(tsx?|mjs|cjs|js)$/.test(name) && !/\.test\.tsx?$/.test(name))) {
  for (const named of pathsInComments(read(file), file, topLevel)) {
    if (!exists(named)) problems.push(`${file}: a comment points at ${named}, which does not exist`);
  }
}

for (const file of tracked.filter((name) => /\.(md|tsx?|mjs|cjs|js|json|css|ya?ml|sql)$/.test(name))) {
  for (const line of conflictMarkerLines(read(file))) problems.push(`${file}:${line}: a merge conflict marker was left behind`);
}

const folders = (folder) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
    .map((entry) => `${folder}/${entry.name}`);
const operations = readdirSync(path.join(root, 'server/vst/operations')).map((name) => `server/vst/operations/${name.replace(/\.ts$/, '')}`);
for (const feature of featuresNotNamed(read('docs/architecture.md'), [...folders('components'), ...folders('provider/src'), ...operations])) {
  problems.push(`docs/architecture.md never names ${feature}`);
}

for (const problem of problems) console.log(`✖ ${problem}`);
console.log(problems.length ? `${problems.length} problems in the docs` : 'The docs name only what exists, and every feature folder');
process.exit(problems.length ? 1 : 0);
