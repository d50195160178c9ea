// Cached pages are stored as ASCII, every other character written as an escape the browser reads
// back to the same character: `&#8358;` in markup and attribute values, `\u20a6` in scripts, `\20a6 `
// in style sheets. One naira sign would make every request's encoding of the page several times
// slower (docs/decisions/ascii-cached-html.md). Plain JavaScript, like the cache handlers that use it.
// It relies on what React and Next write: attribute values never hold a raw `>`, and a non-ASCII
// character in a script is inside a string or a comment; scripts of another type are kept as they are.

const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_RUNS = /[^\x00-\x7f]+/g;
/** A script or style element (not `<style-guide>`), its opening tag's attributes and its text. */
const RAW_TEXT_ELEMENT = /<(script|style)(?=[\s/>])([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
/** Script types whose text is JavaScript or JSON (none given: JavaScript). */
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const ESCAPABLE_SCRIPT = /^$|javascript|ecmascript|json|^module$|^importmap$|^speculationrules$/i;

const hex = (code, digits = 0) => code.toString(16).padStart(digits, '0');

/** Markup and attribute values: one numeric character reference per character. */
function escapeMarkup(text) {
  return text.replace(NON_ASCII_RUNS, (run) => Array.from(run, (character) => `&#${character.codePointAt(0)};`).join(''));
}

/** JavaScript and JSON strings: one `\u` escape (four hex digits) per UTF-16 unit, a pair past U+FFFF. */
function escapeScript(text) {
  return text.replace(NON_ASCII_RUNS, (run) => {
    let escaped = '';
    for (let index = 0; index < run.length; index++) escaped += `\\u${hex(run.charCodeAt(index), 4)}`;
    return escaped;
  });
}

/** CSS: a hexadecimal escape per character, ended by the space CSS takes as its end. */
function escapeStyle(text) {
  return text.replace(NON_ASCII_RUNS, (run) => Array.from(run, (character) => `\\${hex(character.codePointAt(0))} `).join(''));
}

function escapeElement(element, name, attributes, text) {
  if (!NON_ASCII.test(text)) return `<${name}${escapeMarkup(attributes)}>${text}</${name}>`;
  if (name.toLowerCase() === 'style') return `<${name}${escapeMarkup(attributes)}>${escapeStyle(text)}</${name}>`;
  const type = SCRIPT_TYPE.exec(attributes)?.[1] ?? '';
  if (!ESCAPABLE_SCRIPT.test(type)) return element;
  return `<${name}${escapeMarkup(attributes)}>${escapeScript(text)}</${name}>`;
}

/** The same document in ASCII (the string itself when it is ASCII already). */
export function asciiHtml(html) {
  if (!NON_ASCII.test(html)) return html;
  let ascii = '';
  let from = 0;
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    ascii += escapeMarkup(html.slice(from, match.index)) + escapeElement(...match);
    from = match.index + match[0].length;
  }
  ascii += escapeMarkup(html.slice(from));
  // Pieces sliced from a two-byte string stay two-byte in V8 although they are ASCII now: decoding
  // the bytes makes a new, one-byte string.
  return Buffer.from(ascii, 'utf8').toString('utf8');
}

/** A cache entry as it is stored: a page's HTML in ASCII; anything else as it is. */
export function withAsciiHtml(data) {
  if ((data?.kind === 'APP_PAGE' || data?.kind === 'PAGES') && typeof data.html === 'string') {
    return { ...data, html: asciiHtml(data.html) };
  }
  return data;
}
