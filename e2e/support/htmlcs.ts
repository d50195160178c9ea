import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * HTML_CodeSniffer, a second accessibility engine beside axe (their rules differ: HTMLCS checks the
 * contrast of controls' borders against WCAG 1.4.11, implicit submission, and more). Its build is
 * evaluated in the page through the DevTools protocol, which the site's Content-Security-Policy does
 * not govern, so no script tag (that the policy would refuse) is added.
 */
// Playwright loads the journeys as CommonJS, where require.resolve finds the package's file.
const source = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/**
 * HTMLCS 2.5.1's autocomplete check (H98) allows the url tokens on text, search and e-mail inputs but
 * not on `type="url"`, the very type HTML gives them: `<input type="url" autocomplete="url">` (the
 * advert form's company website) is valid HTML. Only that exact pairing is set aside; every other
 * H98 finding fails.
 */
const H98 = 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98';
const URL_ON_URL_INPUT = '1_3_5_H98.InvalidAutoComplete_Url';

type Finding = { code: string; message: string; element: string; type: string | null };

/** Runs the WCAG2AA standard on the page and returns its errors (warnings and notices do not fail). */
export async function htmlcsErrors(page: Page): Promise<Omit<Finding, 'type'>[]> {
  // Its H98 messages have no English text in 2.5.1 (the undefined text throws, which ends the whole run):
  // a missing translation gives its key instead, so the finding is still reported.
  await page.evaluate(`${source};const translate=HTMLCS.getTranslation;HTMLCS.getTranslation=function(key){return translate.call(this,key)??key};0`);
  const findings = await page.evaluate(
    () =>
      new Promise<Finding[]>((resolve) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        htmlcs.process('WCAG2AA', document, () => {
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => {
                const element = message.element as Element;
                // A short name for the element: enough to find it in the page.
                const name =
                  element.nodeType === 1
                    ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('class') ? `.${element.getAttribute('class')!.split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
                    : String(element.nodeName);
                return { code: message.code, message: message.msg, element: name, type: element.nodeType === 1 ? element.getAttribute('type') : null };
              }),
          );
        });
      }),
  );
  return findings
    .filter((finding) => !(finding.code === H98 && finding.message === URL_ON_URL_INPUT && finding.type === 'url'))
    .map(({ code, message, element }) => ({ code, message, element }));
}

/** The part of HTMLCS's global this file uses (the package ships no types). */
type HtmlCodeSniffer = {
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Node }[];
};
