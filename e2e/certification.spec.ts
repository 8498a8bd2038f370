import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { pdfText } from './assessment-pdf-text.ts';
import { expect, test } from './fixtures.ts';

/** Answers the 8 questions by clicking the option with each label, checking the counter on the way. */
async function answer(page: Page, labels: string[]) {
  const quiz = page.getByTestId('certification-quiz');
  for (const [i, label] of labels.entries()) {
    await expect(quiz).toContainText(`Question ${i + 1} of 8`);
    await quiz.getByRole('button', { name: label, exact: true }).click();
  }
}

/** A business that meets every program's rule. */
const qualifiesForAll = [
  '100%: we own all of it',
  'Yes, a veteran with a service-connected disability',
  '$1 million to under $5 million',
  'Fewer than 50',
  'Construction and trades',
  'Yes',
  'A woman',
  '2 to 5 years',
];

/** A business that meets none. */
const qualifiesForNone = ['Less than 51%', 'No', 'More than $25 million', 'More than 500', 'Another industry', 'No', 'None of these', 'More than 5 years'];

const allSix = [
  'MBE/WBE Certification',
  'Veteran-Owned Small Business (VOSB)',
  'Service-Disabled Veteran-Owned Small Business (SDVOSB)',
  'HUBZone Certification',
  '8(a) Business Development Program',
  'Small Business Certification',
];

/** Download Full Report, giving a name and e-mail first as the page asks (docs/tools.md): the PDF's download. */
async function downloadFullReport(page: Page, results: Locator) {
  await results.getByRole('button', { name: 'Download Full Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your full report' });
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill('Quiz Visitor');
  await dialog.getByRole('textbox', { name: /Email Address/ }).fill(`quiz.visitor.${Date.now()}@example.com`);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Full Report' }).click();
  return downloading;
}

test.describe('the certification eligibility quiz', () => {
  test('answering moves on at once; every program fits; Download Full Report saves a PDF with the same content', async ({ page }) => {
    await page.goto('/certification-eligibility');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('certifications');
    await answer(page, qualifiesForAll);

    const results = page.getByTestId('certification-results');
    await expect(results.getByRole('heading', { name: 'You may qualify for 6 certifications' })).toBeVisible();
    for (const name of allSix) await expect(results.getByRole('article', { name })).toContainText('Likely eligible');
    await expect(results).toContainText('Your answers meet the requirements of every program we screen for.');
    await expect(results).toContainText('A woman');

    const download = await downloadFullReport(page, results);
    expect(download.suggestedFilename()).toBe('certification-eligibility-report.pdf');
    await expect(page.getByRole('alert').filter({ hasText: 'Report Generated' })).toBeVisible();
    const pdf = await pdfText(await fs.readFile(await download.path()));
    expect(pdf.title).toBe('Certification Eligibility Report');
    const text = pdf.lines.join('\n');
    expect(text).toContain('You may qualify for 6 certifications');
    for (const name of allSix) expect(text).toContain(`${name} - Likely eligible`);
    expect(text).toContain('Sole-source contracts up to $4 million ($6.5 million for manufacturing)');
    expect(text).toContain('Your answers');
    for (const label of ['100%: we own all of it', 'Yes, a veteran with a service-connected disability', 'Construction and trades', '2 to 5 years']) {
      expect(pdf.lines).toContain(label);
    }
  });

  test('when nothing fits: General Business Support, the missing requirements, the PDF says so, and Start Over begins again', async ({ page }) => {
    await page.goto('/certification-eligibility');
    await answer(page, qualifiesForNone);
    const results = page.getByTestId('certification-results');
    await expect(results.getByRole('heading', { name: 'No certification fits your answers yet' })).toBeVisible();
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results.getByRole('article', { name: 'General Business Support' })).toContainText('Not eligible');
    await expect(results).toContainText('Needs: At least 51% owned by the qualifying owners');
    await expect(results).toContainText('Needs: Fewer than 50 employees, or 50 to 500 employees with annual revenue of $25 million or less');

    const pdf = await pdfText(await fs.readFile(await (await downloadFullReport(page, results)).path()));
    const text = pdf.lines.join('\n');
    // The same content as the screen: every missing requirement and every answer shown there is in the PDF.
    const needs = await results.getByRole('listitem').filter({ hasText: 'Needs:' }).allInnerTexts();
    expect(needs.length).toBeGreaterThanOrEqual(6);
    for (const line of needs) expect(text.replace(/\s+/g, ' ')).toContain(line.trim());
    for (const answerShown of await results.locator('dd').allInnerTexts()) expect(pdf.lines).toContain(answerShown.trim());
    expect(text).toContain('No certification fits your answers yet');
    expect(text).toContain('General Business Support - Not eligible');
    expect(text).toContain('Needs: Principal office in a HUBZone');
    expect(text).not.toContain('Likely eligible');

    await results.getByRole('button', { name: 'Start Over' }).click();
    const quiz = page.getByTestId('certification-quiz');
    await expect(quiz).toContainText('Question 1 of 8');
    await expect(quiz.getByRole('button', { pressed: true })).toHaveCount(0);
  });

  test('a veteran with a small company in a HUBZone: only the programs that fit', async ({ page }) => {
    await page.goto('/certification-eligibility');
    await answer(page, ['51% to 99%', 'Yes, a veteran', 'Under $1 million', '50 to 500', 'Manufacturing', 'Yes', 'None of these', 'Less than 2 years']);
    const results = page.getByTestId('certification-results');
    await expect(results.getByRole('heading', { name: 'You may qualify for 3 certifications' })).toBeVisible();
    await expect(results.getByRole('article')).toHaveCount(3);
    for (const name of ['Veteran-Owned Small Business (VOSB)', 'HUBZone Certification', 'Small Business Certification']) {
      await expect(results.getByRole('article', { name })).toBeVisible();
    }
    await expect(results).toContainText('Needs: In business for 2 to 5 years');
  });

  test('Previous question shows the earlier answer chosen; the result buttons lead to /contact and /services', async ({ page }) => {
    await page.goto('/certification-eligibility');
    const quiz = page.getByTestId('certification-quiz');
    await expect(quiz.getByRole('button', { name: 'Previous question' })).toBeDisabled();
    await quiz.getByRole('button', { name: '51% to 99%' }).click();
    await expect(quiz).toContainText('Question 2 of 8');
    await quiz.getByRole('button', { name: 'Previous question' }).click();
    await expect(quiz).toContainText('Question 1 of 8');
    await expect(quiz.getByRole('button', { name: '51% to 99%' })).toHaveAttribute('aria-pressed', 'true');

    await answer(page, qualifiesForNone);
    await page.getByRole('link', { name: 'Get Expert Guidance' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.goto('/certification-eligibility');
    await answer(page, qualifiesForNone);
    await page.getByRole('link', { name: 'View Certification Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});
