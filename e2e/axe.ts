import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe findings only (issue 9's bar), each with where it was found.
 *
 * Run in the page itself (legacy mode) and asked for its violations only: the default opens a blank page beside it
 * for axe's last step and serialises every passing node, which tripled each check's time (2.2 s -> 0.65 s on /,
 * the same findings; docs/performance.md#ci). The site has no iframes, which is what the default mode is for.
 */
export async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}
