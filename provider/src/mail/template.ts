import type { MailCalendar } from '../db/schema-core';

/**
 * One template per kind of e-mail: a message is written once as blocks, and the plain text and the
 * HTML are both rendered from them, so the two parts never say different things. Everything put in
 * a block is text (a name, an address, a visitor's message) and is escaped in the HTML; the only
 * markup is the template's own.
 */

/** What sendMail records and the transport delivers. `links` are every address the mail carries, in order. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers?: Record<string, string>;
  /** A calendar invitation or cancellation (`text/calendar`) the mail carries. */
  calendar?: MailCalendar;
};

export type Block =
  /** A paragraph of text; newlines are kept as line breaks. */
  | { paragraph: string }
  /** A link on its own line: `label: url` in the text, a link named `label` in the HTML. */
  | { link: string; url: string }
  /** Labelled values, one a line (`Phone: 0803...`). */
  | { fields: [label: string, value: string][] }
  /** Words someone else wrote (a note, a message), set apart from the mail's own words. */
  | { quote: string }
  /** A list of items, each with an optional link under it. */
  | { items: { text: string; url?: string }[] };

export type Template = {
  to: string;
  subject: string;
  /** The first name, or undefined for a plain "Hello," (a shared listing's recipient has no name here). */
  greeting: string | undefined;
  blocks: Block[];
  headers?: Record<string, string>;
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe as HTML element text or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

const htmlLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>\n');
const anchor = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#0b6e4f">${escapeHtml(label)}</a>`;

function blockText(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('link' in block) return `${block.link}: ${block.url}`;
  if ('fields' in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  // Each line marked as quoted, so a visitor's words cannot pass for a line of ours (a fake "Confirm: https://…").
  if ('quote' in block) return block.quote.split(/\r?\n/).map((line) => `> ${line}`).join('\n');
  return block.items.map((item) => `- ${item.text}${item.url ? `\n  ${item.url}` : ''}`).join('\n');
}

function blockHtml(block: Block): string {
  if ('paragraph' in block) return `<p>${htmlLines(block.paragraph)}</p>`;
  if ('link' in block) return `<p>${anchor(block.url, block.link)}</p>`;
  if ('fields' in block) {
    const rows = block.fields.map(([label, value]) => `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td valign="top">${htmlLines(value)}</td></tr>`);
    return `<table role="presentation" cellpadding="0" cellspacing="0">${rows.join('')}</table>`;
  }
  if ('quote' in block) return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #ccc">${htmlLines(block.quote)}</blockquote>`;
  const items = block.items.map((item) => `<li>${item.url ? anchor(item.url, item.text) : escapeHtml(item.text)}</li>`);
  return `<ul>${items.join('')}</ul>`;
}

function blockLinks(block: Block): string[] {
  if ('link' in block) return [block.url];
  if ('items' in block) return block.items.flatMap((item) => (item.url ? [item.url] : []));
  return [];
}

export function renderMail({ to, subject, greeting, blocks, headers }: Template): Mail {
  const hello = greeting ? `Hello ${greeting},` : 'Hello,';
  const text = [hello, ...blocks.map(blockText)].join('\n\n') + '\n';
  const html =
    '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    `<title>${escapeHtml(subject)}</title></head>\n` +
    '<body style="font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">\n' +
    [`<p>${escapeHtml(hello)}</p>`, ...blocks.map(blockHtml)].join('\n') +
    '\n</body>\n</html>\n';
  return { to, subject, text, html, links: blocks.flatMap(blockLinks), ...(headers ? { headers } : {}) };
}
