import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * Article bodies come from the provider as HTML. Only plain prose survives: an allow-list of text
 * tags, links to http(s) or relative addresses, and no attributes but `href` (and our own `rel`). Everything else
 * (scripts, event handlers, styles, iframes, SVG, `javascript:` or `data:` URLs) is dropped, so a
 * compromised or careless provider cannot run code on our origin.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote'],
  // `rel` is allowed only because transformTags below sets it; any provider value is overwritten.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The text inside these is code or markup, not prose: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'svg', 'math', 'object', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave our site in a new context without access to window.opener.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
