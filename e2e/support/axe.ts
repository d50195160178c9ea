import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Impacts that fail a check; moderate and minor findings are reported but do not fail. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe (every rule of WCAG 2.2 A/AA and axe's best practices) on the page, or on the part of it
 * `include` selects, and returns the serious and critical violations in a form that reads well in a
 * failed assertion: rule, impact, help text and the offending elements.
 */
export async function seriousViolations(page: Page, include?: string) {
  // Legacy mode runs axe in the page itself instead of finishing in a second, blank page the builder
  // opens (made for cross-origin iframes, which the site has none of): about half the time per page.
  // Only violations are collected: the passes' node lists cost time and nothing reads them.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
}
