import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from './assessment-pdf-text.ts';
import { layoutProblems } from '../test/pdf-layout.ts';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function expectToast(page: Page, title: string, message: string) {
  await expect(toast(page, title)).toBeVisible();
  await expect(toast(page, title)).toContainText(message);
}

test.describe('the fundability audit', () => {
  // Option index chosen on every question: 0 is each question's best answer, 3 its worst.
  for (const [pick, percentage, level] of [
    [0, 100, 'Excellent'],
    [1, 60, 'Good'],
    [3, 0, 'Needs Improvement'],
  ] as const) {
    test(`/fundability#audit opens the audit; answering option ${pick + 1} everywhere gives ${percentage}% ${level}, and Retake Audit starts over`, async ({
      page,
    }) => {
      await page.goto('/fundability#audit');
      const dialog = page.getByRole('dialog', { name: 'Free Fundability Audit' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Question 1 of 8');
      await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();

      await dialog.getByRole('button', { name: 'Next' }).click();
      await expectToast(page, 'Please select an answer', 'You must answer the current question before proceeding.');

      for (let i = 0; i < 8; i += 1) {
        await expect(dialog).toContainText(`Question ${i + 1} of 8`);
        await dialog.getByRole('radio').nth(pick).click();
        await dialog.getByRole('button', { name: i === 7 ? 'Get Results' : 'Next' }).click();
      }
      const results = dialog.getByTestId('audit-results');
      await expect(results).toContainText(`${percentage}%`);
      await expect(results.getByRole('heading', { name: level })).toBeVisible();
      await expect(results.getByRole('listitem')).toHaveCount(4);

      await dialog.getByRole('button', { name: 'Retake Audit' }).click();
      await expect(dialog).toContainText('Question 1 of 8');
      await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0);
    });
  }

  test('Previous goes back with the earlier answer still chosen; closing the dialog leaves #audit', async ({ page }) => {
    await page.goto('/fundability');
    await page.getByRole('button', { name: 'Get Fundability Audit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free Fundability Audit' });
    await expect(page).toHaveURL(/#audit$/);
    await dialog.getByRole('radio').nth(2).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Question 2 of 8');
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByRole('radio').nth(2)).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#audit/);
  });

  test('the four packages with their prices; Get Started names the package on the contact form', async ({ page }) => {
    await page.goto('/fundability');
    for (const [name, price] of [
      ['Business Foundation Package', '$499'],
      ['Credit Builder Program', '$999'],
      ['Fundability Accelerator', '$1,999'],
      ['Credit Monitoring & Maintenance', '$99/mo'],
    ] as const) {
      await expect(page.getByRole('article', { name })).toContainText(price);
    }
    await expect(page.getByRole('article', { name: 'Credit Builder Program' })).toContainText('Most Popular');
    await expect(page.getByRole('figure', { name: 'Sample fundability dashboard' })).toContainText('Sample data');
    await page.getByRole('link', { name: 'Get Started with Fundability Accelerator' }).click();
    await expect(page).toHaveURL(/\/contact\?service=Fundability(%20|\+)Accelerator$/);
    await expect(page.getByText('Regarding:')).toContainText('Fundability Accelerator');
  });
});

/** Answers every question with option `pick` (0 best .. 3 worst), checking the quiz screen on the way. */
async function answerAll(page: Page, pick: number) {
  const quiz = page.getByTestId('assessment-quiz');
  for (let i = 0; i < 40; i += 1) {
    await expect(quiz).toContainText(`Question ${i + 1} of 40`);
    await quiz.getByRole('radio').nth(pick).click();
    await quiz.getByRole('button', { name: i === 39 ? 'View Results' : 'Next' }).click();
  }
}

test.describe('the Business Readiness Assessment', () => {
  test('all worst answers: Early Stage, the foundation band, and Retake Assessment starts over', async ({ page }) => {
    await page.goto('/business-readiness-quiz');
    for (const tile of ['Sustainability', 'Profitability', 'Operations', 'Leadership'])
      await expect(page.getByRole('listitem').filter({ hasText: tile }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About This Assessment' })).toBeVisible();
    const quiz = page.getByTestId('assessment-quiz');
    await expect(quiz.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await expectToast(page, 'Please select an answer', 'You must select an answer before proceeding.');

    await answerAll(page, 3);
    const results = page.getByTestId('assessment-results');
    await expect(results.getByTestId('score-level')).toHaveText('Early Stage');
    await expect(results).toContainText('Build a solid foundation');
    await expect(results.getByRole('listitem')).toHaveCount(8);
    await results.getByRole('button', { name: 'Retake Assessment' }).click();
    await expect(page.getByTestId('assessment-quiz')).toContainText('Question 1 of 40');
  });

  test('Previous re-selects the earlier answer', async ({ page }) => {
    await page.goto('/business-readiness-quiz');
    const quiz = page.getByTestId('assessment-quiz');
    await quiz.getByRole('radio').nth(1).click();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await expect(quiz).toContainText('Question 2 of 40');
    await expect(quiz.getByRole('radio', { checked: true })).toHaveCount(0);
    await quiz.getByRole('button', { name: 'Previous' }).click();
    await expect(quiz.getByRole('radio').nth(1)).toBeChecked();
  });

  test('all best answers: 100% Fortune 500 Ready, the report dialog, the detailed report, the PDF, and the admin sees it sent', async ({ page }) => {
    // 40 questions, the report, the PDF and the admin waiting for the outbox: the longest journey of the suite.
    test.slow();
    const name = `Ada Best ${Date.now()}`;
    await page.goto('/business-readiness-quiz');
    await answerAll(page, 0);
    const results = page.getByTestId('assessment-results');
    await expect(results).toContainText('100%');
    await expect(results.getByTestId('score-level')).toHaveText('Fortune 500 Ready');
    await expect(results.getByRole('listitem', { name: 'Financial Health: 100%' })).toContainText('90.0 / 90.0');
    await expect(results).toContainText('Positioned for enterprise scale');

    await results.getByRole('button', { name: 'Get Detailed Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Your Detailed Report' });
    const generate = dialog.getByRole('button', { name: 'Generate Report' });
    await expect(generate).toBeDisabled();
    await dialog.getByLabel('Full Name').fill(name);
    await expect(generate).toBeDisabled();
    await expect(dialog.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await dialog.getByLabel('Email Address').fill('ada.best@example.com');
    await dialog.getByLabel('Phone Number (Optional)').fill('(212) 555-0100');
    await expect(generate).toBeEnabled();
    const saved = page.waitForResponse((res) => res.url().includes('/trpc/quizResults.create'));
    await generate.click();
    expect((await saved).status()).toBe(200);
    await expectToast(page, 'Report Generated!', 'Your detailed report has been generated and will be sent to your email shortly.');
    await expect(dialog).toBeHidden();

    const report = page.getByTestId('detailed-report');
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
    await expect(report).toContainText(`Generated on ${today}`);
    for (const heading of [
      'Business Readiness Assessment Report',
      'Executive Summary',
      'Category Analysis',
      'Strategic Recommendations',
      'How Elite Business Advisory Can Help',
    ]) {
      await expect(report.getByRole('heading', { name: heading })).toBeVisible();
    }
    // docs/assessments.md#recommended-offers: each offer as the catalogue sells it, linked to the page that sells it.
    await expect(report.getByRole('link', { name: 'Enterprise Package: our Enterprise plan, $15,000/month' })).toHaveAttribute(
      'href',
      '/checkout?plan=enterprise',
    );
    await expect(report.getByRole('link', { name: 'M&A Advisory: our Transformation retainer, $75,000/month' })).toHaveAttribute(
      'href',
      '/checkout-simple?plan=transformation',
    );
    await expect(report).toContainText('Roadmap to 95%');
    await expect(report.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute('href', '/contact');
    await expect(report.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');

    const downloading = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Download PDF Report' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('business-readiness-report.pdf');
    const file = await fs.readFile(await download.path());
    const pdf = await pdfText(file);
    expect(pdf.title).toBe('Business Readiness Assessment Report');
    // docs/assessments.md#pdf-reports: no text covers another, nor a score bar or a heading's rule.
    expect(await layoutProblems(file)).toEqual([]);
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    const text = pdf.lines.join('\n');
    for (const expected of [
      'Business Readiness Assessment Report',
      `Prepared for ${name}`,
      `Generated on ${today}`,
      'Overall score: 100% (Fortune 500 Ready)',
      'Executive Summary',
      'Category Analysis',
      'Financial Health - Strength',
      'Strategic Recommendations',
      'Roadmap to 95%',
      'How Elite Business Advisory Can Help',
      'Enterprise Package: our Enterprise plan, $15,000/month',
      `${new URL(page.url()).origin}/checkout?plan=enterprise`,
      'M&A Advisory: our Transformation retainer, $75,000/month',
    ]) {
      expect(text).toContain(expected);
    }

    await report.getByRole('button', { name: 'Back to Results' }).click();
    await expect(page.getByTestId('assessment-results')).toBeVisible();

    // The admin sees the result; the report turns Sent once the outbox has delivered the mail.
    await signInAsAdmin(page);
    await adminSection(page, 'Quiz Results').click();
    await expect(async () => {
      await page.reload();
      await adminSection(page, 'Quiz Results').click();
      const row = page.getByRole('table', { name: 'Quiz Results' }).getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('Sent', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const row = page.getByRole('table', { name: 'Quiz Results' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('100%');
    await expect(row).toContainText('Fortune 500 Ready');
    await row.click();
    const detail = page.getByRole('dialog', { name });
    await expect(detail.getByLabel('Financial Health: 100%')).toBeVisible();
    // docs/admin.md#quiz-results: staff read the same offers as the client's report, each linked to the page that sells it.
    await expect(detail.getByRole('link', { name: 'Enterprise Package: our Enterprise plan, $15,000/month' })).toHaveAttribute(
      'href',
      '/checkout?plan=enterprise',
    );
    await expect(detail.getByRole('link', { name: 'M&A Advisory: our Transformation retainer, $75,000/month' })).toHaveAttribute(
      'href',
      /\/checkout-simple\?plan=transformation/,
    );
    await detail.getByRole('button', { name: 'Send Follow-up Email' }).click();
    await expectToast(page, 'Follow-up Email Sent', 'ada.best@example.com');
  });

  test.describe('when saving fails', () => {
    test.use({ allowedErrors: /status of 500/ });
    test('the Error toast shows and the dialog stays open', async ({ page }) => {
      await page.route('**/trpc/quizResults.create**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '[{"error":{"message":"down","code":-32603,"data":{"code":"INTERNAL_SERVER_ERROR","httpStatus":500}}}]',
        }),
      );
      await page.goto('/business-readiness-quiz');
      await answerAll(page, 1);
      await expect(page.getByTestId('score-level')).toHaveText('Scaling');
      await page.getByRole('button', { name: 'Get Detailed Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Get Your Detailed Report' });
      await dialog.getByLabel('Full Name').fill('Grace Down');
      await dialog.getByLabel('Email Address').fill('grace@example.com');
      await dialog.getByRole('button', { name: 'Generate Report' }).click();
      await expectToast(page, 'Error', 'Failed to generate report. Please try again.');
      await expect(dialog).toBeVisible();
    });
  });
});
