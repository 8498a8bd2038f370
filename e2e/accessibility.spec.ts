import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAsDemoAdmin } from './sign-in.ts';

const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../web/dist/client/_routes.json'), 'utf8')) as {
  pages: Record<string, string>;
  appRoutes: string[];
};

/** Serious and critical findings only (the issue's bar), each with where it was found. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(' | ')}`);
}

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const route of [...Object.keys(manifest.pages), ...manifest.appRoutes.filter((r) => !r.startsWith('/admin') || r === '/admin-login'), '/no-such-page']) {
    test(`${route} as it first shows`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('on a phone, with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('with a mega menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Services' }).first().click();
    await expect(page.getByRole('menu').or(page.getByRole('navigation', { name: /services/i })).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('with the cart open and holding services', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: /^Add to Cart: / }).first().click();
    await page.getByRole('button', { name: 'Open cart' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the admin dashboard, and a submission opened in its dialog', async ({ page }) => {
    await signInAsDemoAdmin(page);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
});
