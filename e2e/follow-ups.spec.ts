import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { utcToZoned } from '@elite/contracts/rules/slots';
import { uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';
import { mailTo } from './site-data.ts';
import { findAndOpen } from './work-queue-steps.ts';

// docs/admin.md#follow-ups: "call back Monday" set on the record reminds someone at that time, once.

const TEAM = 'advisors@elitebusinessadvisory.com';

/** This minute in New York, as the drawer's date-time field takes it ("2026-11-28T09:05"). */
function nowInNewYork(): string {
  const { date, minute } = utcToZoned(Date.now(), BUSINESS_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

test.describe('follow-ups', () => {
  test('a follow-up reminder arrives: staff set one due now on a lead, the team gets one mail linking the record, and the list shows it as due', async ({
    page,
  }) => {
    const email = uniqueEmail('follow-up');
    const firstName = `Fiona${Date.now().toString(36)}`;
    const res = await page.request.post('/api/contacts', {
      data: { firstName, lastName: 'Later', email, phone: '(212) 555-0177', businessType: 'llc', message: 'Please call me next week.' },
    });
    expect(res.status()).toBe(201);
    await signInAsAdmin(page);
    await adminSection(page, 'Contact Submissions').click();
    const drawer = await findAndOpen(page, 'Contact Submissions', email, `${firstName} Later`);

    await drawer.getByRole('button', { name: 'Set a follow-up' }).click();
    const form = drawer.getByRole('form', { name: 'Follow-up' });
    await form.getByLabel('Due (New York time)').fill(nowInNewYork());
    await form.getByLabel('What to follow up').fill('Call back about the LLC paperwork.');
    await form.getByRole('button', { name: 'Save follow-up' }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'the team will be reminded' })).toBeVisible();
    const shown = drawer.getByRole('region', { name: 'Follow-up' });
    await expect(shown).toContainText('Call back about the LLC paperwork.');
    await expect(drawer.getByTestId('history-entry').first()).toContainText('Follow-up set for');

    const mail = await mailTo(TEAM, new RegExp(`^Follow-up due: .*, ${email.replace(/[.+]/g, '\\$&')}$`));
    expect(mail.text).toContain('Call back about the LLC paperwork.');
    expect(mail.text).toMatch(/\/admin\?tab=contacts&open=[0-9a-f-]{36}/);

    // The drawer says it went; the list's "Follow-up due" filter finds the lead.
    await page.reload();
    await expect(page.getByRole('dialog', { name: `${firstName} Later` }).getByText('Reminder sent to the team')).toBeVisible();
    await page
      .getByRole('dialog', { name: `${firstName} Later` })
      .getByRole('button', { name: 'Close record' })
      .click();
    // The box shows the address's filter: it turns checked once the list's address says followUp=due.
    await page.getByRole('checkbox', { name: 'Follow-up due' }).click();
    await expect(page).toHaveURL(/[?&]followUp=due/);
    await expect(page.getByRole('checkbox', { name: 'Follow-up due' })).toBeChecked();
    await expect(page.getByRole('table', { name: 'Contact Submissions', exact: true })).toContainText(email);
  });
});
