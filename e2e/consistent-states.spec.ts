import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { certificationQuestions } from '@elite/contracts/catalogue/certification';
import type { APIRequestContext, Page } from '@playwright/test';
import { paidLlcFormationThroughTheApi, toast, uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { signUpThroughApi } from './portal-account.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';
import { mailsTo, mailTo } from './site-data.ts';
import { findAndOpen, moveWithReason } from './work-queue-steps.ts';

// docs/admin.md#closing-and-reopening, #refunds-and-formations, docs/scheduling.md#when-the-client-cancels and
// docs/tools.md#the-report-asks-who-you-are, as the client, the staff and a visitor would tell them.

const TEAM = 'advisors@elitebusinessadvisory.com';

/** Screenshots for people to look at, when SHOTS_DIR is set (never in CI). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expect(page.getByRole('dialog').last()).toBeInViewport();
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize(size);
}

/** A free consultation 40 to 120 days ahead, booked over the documented call by the signed-in client. */
async function bookAhead(request: APIRequestContext, email: string, origin: string): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const day = new Date(Date.now() + (40 + Math.floor(Math.random() * 80)) * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const booked = await request.post('/api/appointments', {
      headers: { origin },
      data: {
        clientName: 'Katherine Johnson',
        clientEmail: email,
        clientPhone: '(212) 555-0177',
        appointmentType: 'consultation',
        appointmentDate: day.toISOString().slice(0, 10),
        appointmentTime: `${String(9 + Math.floor(Math.random() * 7)).padStart(2, '0')}:00`,
        duration: 30,
      },
    });
    if (booked.status() === 201) return;
  }
  throw new Error('no free slot for the appointment');
}

test('a client cancels their booking in the portal; the team gets the mail and the client’s calendar gets the cancellation', async ({ page, baseURL }) => {
  const email = uniqueEmail('cancels.booking');
  await signUpThroughApi(page.request, baseURL!, {
    email,
    password: 'correct-horse-battery',
    fullName: 'Katherine Johnson',
    companyName: 'Johnson Orbits LLC',
  });
  await bookAhead(page.request, email, baseURL!);
  const booking = await mailTo(email, /^Scheduled: /);
  const uid = /UID:(\S+)/.exec(booking.attachments[0]!.content)![1];

  await page.goto('/portal/dashboard');
  const appointments = page.getByRole('region', { name: 'Appointments' });
  await appointments.getByRole('button', { name: 'Cancel' }).click();
  await expect(appointments.getByText('Cancel this appointment?')).toBeVisible();
  await appointments.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(page, 'Appointment cancelled')).toBeVisible();
  await expect(appointments.getByText('Cancelled')).toBeVisible();

  // The client's calendar: a cancellation of the same event, a newer version of it.
  const cancelled = await mailTo(email, /^Cancelled: Executive Consultation on /);
  const ics = cancelled.attachments.find((a) => a.filename === 'cancellation.ics')!;
  expect(ics.contentType).toContain('method=CANCEL');
  for (const line of ['METHOD:CANCEL', 'STATUS:CANCELLED', `UID:${uid}`, 'SEQUENCE:1']) expect(ics.content).toContain(line);
  // The team: who cancelled, how, and the record's link.
  await expect.poll(() => mailsTo(TEAM).filter((m) => m.subject.startsWith('Cancelled by the client:') && m.text.includes(email)).length).toBe(1);
  const notice = mailsTo(TEAM).find((m) => m.subject.startsWith('Cancelled by the client:') && m.text.includes(email))!;
  expect(notice.text).toContain('in the portal');
  expect(notice.text).toMatch(/\/admin\?tab=appointments&open=[0-9a-f-]{36}/);
});

test('staff cancel a paid formation and refund it; the client’s portal shows Cancelled and Refunded', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('refunded.formation');
  const business = `Refund Orbits ${Date.now()} LLC`;
  await paidLlcFormationThroughTheApi(page.request, { businessName: business, email });

  await signInAsAdmin(page);
  await adminSection(page, 'Entity Formations').click();
  const drawer = await findAndOpen(page, 'Entity Formations', business, business);
  await drawer.getByRole('button', { name: 'Move to Cancelled', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this formation?' });
  await expect(dialog).toContainText(/Its order EBA-\d+ is paid\. Refund it with the cancellation, or keep the payment\?/);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The client chose another state');
  await shot(page, 'cancel-with-refund');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Status updated')).toBeVisible();
  await expect(drawer.getByTestId('history-entry').first()).toContainText('Received → Cancelled');
  // A formation whose order was refunded stays closed, and says why.
  await expect(drawer.getByText(/^Its order was refunded, so this formation cannot be reopened/)).toBeVisible();

  const mail = await mailTo(email, /was refunded/);
  expect(mail.subject).toMatch(/^Your order EBA-\d+ was refunded and your LLC formation cancelled$/);
  expect(mail.text).not.toContain(business);

  const client = await browser.newPage();
  await signUpThroughApi(client.request, baseURL!, {
    email,
    password: 'correct-horse-battery',
    fullName: 'Katherine Johnson',
    companyName: 'Johnson Orbits LLC',
  });
  await client.goto('/portal/dashboard');
  await expect(client.getByRole('region', { name: 'Formations' }).getByText('Cancelled').first()).toBeVisible();
  await expect(client.getByRole('region', { name: 'Orders' }).getByText('Refunded').first()).toBeVisible();
  await client.close();
});

test('a visitor downloads the certification report after giving name and e-mail and staff find the lead (and reopen it after a mistaken close)', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('certified.visitor');
  const visitor = await browser.newPage();
  await visitor.goto('/certification-eligibility');
  for (const q of certificationQuestions)
    await visitor.getByTestId('certification-quiz').getByRole('button', { name: q.options[0].label, exact: true }).click();
  await visitor.getByTestId('certification-results').getByRole('button', { name: 'Download Full Report' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Your full report' });
  await expect(dialog).toContainText('We keep your result with your name and e-mail address, and an advisor may contact you about it.');
  await dialog.getByRole('button', { name: 'Download Full Report' }).click();
  await expect(dialog.getByText('Please enter your full name.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill('Vera Jones');
  await dialog.getByRole('textbox', { name: /Email Address/ }).fill(email);
  await shot(visitor, 'certification-form');
  const download = visitor.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Full Report' }).click();
  expect((await download).suggestedFilename()).toBe('certification-eligibility-report.pdf');
  await expect(dialog).toBeHidden();
  await visitor.close();

  await signInAsAdmin(page);
  await adminSection(page, 'Contact Submissions').click();
  const drawer = await findAndOpen(page, 'Contact Submissions', email, 'Vera Jones');
  await expect(drawer).toContainText('Certification');
  await expect(drawer).toContainText('May qualify for:');

  // Closed by mistake, then reopened by an admin with a reason: audited, and nobody is mailed.
  await moveWithReason(page, drawer, 'New', 'Lost', 'Wrong record');
  await drawer.getByRole('button', { name: 'Reopen' }).click();
  const reopen = page.getByRole('dialog', { name: 'Reopen this record?' });
  await expect(reopen).toContainText('It goes back to New. The client is not e-mailed');
  await reopen.getByRole('textbox', { name: /Reason/ }).fill('Lost by mistake');
  await shot(page, 'reopen');
  await reopen.getByRole('button', { name: 'Reopen as New' }).click();
  await expect(toast(page, 'Record reopened')).toBeVisible();
  await expect(drawer.getByTestId('history-entry').first()).toContainText('Reopened: Lost → New');
  await expect(drawer.getByTestId('history-entry').first()).toContainText('Reason: Lost by mistake');
  expect(mailsTo(email)).toEqual([]);
});
