// What `npm run docs:check` reads: the repository paths a Markdown page or a code comment names, and
// the feature folders docs/architecture.md must name. Pure functions over text; check-docs.mjs reads
// the files.

/** Extensions a path in a comment ends with; anything else in a comment is prose, not a pointer. */
const FILE_EXTENSION = /\.(tsx?|mjs|cjs|js|json|md|css|sql|ya?ml|sh|conf|cfg)$/;

/** Strips what may follow a path in prose: a line number, an anchor, a closing slash or full stop. */
function bare(token) {
  return token.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '').replace(/[.,;:)]+$/, '').replace(/\/$/, '');
}

/** Placeholders and patterns name no one file: an ellipsis, a star, braces, angle brackets. */
const PATTERN = /[*<>{}\s…]|\.\.\./;

/** A token reads as a repository path when it starts at one of the repository's top-level entries. */
function isRepositoryPath(token, topLevel) {
  if (/^\.\.?\//.test(token)) return false;
  const first = token.split('/')[0];
  return topLevel.has(first) && (token.includes('/') || FILE_EXTENSION.test(token));
}

/**
 * The repository paths a Markdown page names: backticked spans and link targets. Links are relative
 * to the page (`pageFolder`, from the repository root); backticked paths are from the root.
 */
export function pathsInMarkdown(text, pageFolder, topLevel) {
  const found = new Set();
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    if (PATTERN.test(span.trim())) continue;
    const token = bare(span.trim());
    if (isRepositoryPath(token, topLevel)) found.add(token);
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:|^#|^\//.test(target)) continue;
    const joined = normalise(pageFolder ? `${pageFolder}/${bare(target)}` : bare(target));
    if (joined) found.add(joined);
  }
  return [...found];
}

function normalise(relative) {
  const parts = [];
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * The files a source file's comments point at: paths with a file extension starting at a top-level
 * entry, or at `src/` inside provider/ (its own root).
 */
export function pathsInComments(text, filePath, topLevel) {
  const found = new Set();
  const comments = text.match(/\/\*[\s\S]*?\*\/|(?:^|\s)\/\/[^\n]*/gm) ?? [];
  for (const comment of comments) {
    for (const [raw] of comment.matchAll(/[\w.@[\]…-]+(?:\/[\w.@[\]…-]+)+/g)) {
      if (PATTERN.test(raw)) continue;
      const token = bare(raw);
      if (!FILE_EXTENSION.test(token)) continue;
      if (isRepositoryPath(token, topLevel)) found.add(token);
      else if (token.startsWith('src/') && filePath.startsWith('provider/')) found.add(`provider/${token}`);
    }
  }
  return [...found];
}

/** The feature folders (and operation files) that `architecture` never names. */
export function featuresNotNamed(architecture, features) {
  return features.filter((feature) => !architecture.includes(feature));
}

const CONFLICT_MARKER = /^(<{7}|>{7})( |$)/;

/** Line numbers (from 1) of merge conflict markers a resolved merge left behind. */
export function conflictMarkerLines(text) {
  return text.split('\n').flatMap((line, index) => (CONFLICT_MARKER.test(line) ? [index + 1] : []));
}
