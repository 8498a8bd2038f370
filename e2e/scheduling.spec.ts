import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { isFederalHoliday } from '@elite/contracts/rules/holidays';
import { violations } from './axe.ts';
import { dayLabel, isWeekday, longDate, monthsBetween, nyDay } from './calendar-days.ts';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';
import { mailTo, siteSql } from './site-data.ts';
import { confirmFromMail } from './portal-account.ts';

/**
 * Working days from 3 days ahead (clear of the 2-hour notice; no federal holiday, which offers no time), in order:
 * each journey takes its own day and time.
 */
const days: string[] = [];
for (let k = 3; days.length < 12; k += 1) if (isWeekday(nyDay(k)) && !isFederalHoliday(nyDay(k)) && !days.includes(nyDay(k))) days.push(nyDay(k));

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const step = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });
const slotGroup = (page: Page) => page.getByRole('radiogroup', { name: /Available times/ });
const slot = (page: Page, time: string) => slotGroup(page).getByRole('radio', { name: time, exact: true });

/** Step 1: the month of `date` (Next month as often as needed), then its day. */
async function pickDate(page: Page, date: string) {
  await expect(step(page, 'Select Date')).toBeVisible();
  for (let i = 0; i < monthsBetween(nyDay(0), date); i += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: dayLabel(date), exact: true }).click();
  await expect(page.getByText(longDate(date))).toBeVisible();
}

/** Steps 1 and 2: a day, a type and a time, then on to Your Details. */
async function chooseSlot(page: Page, date: string, type: 'Executive Consultation' | 'Formation Planning', time: string) {
  await pickDate(page, date);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(step(page, 'Choose Time')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${type}`) }).click();
  await slot(page, time).click();
  await expect(slot(page, time)).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(step(page, 'Your Details')).toBeVisible();
}

async function fillDetails(page: Page, who: { name: string; email: string; phone?: string; notes?: string }) {
  await page.getByRole('textbox', { name: /^Full Name/ }).fill(who.name);
  await page.getByRole('textbox', { name: /^Email/ }).fill(who.email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill(who.phone ?? '(212) 555-0142');
  if (who.notes) await page.getByRole('textbox', { name: /^Notes/ }).fill(who.notes);
}

/** Someone else books through the documented REST call. */
async function bookThroughApi(
  request: APIRequestContext,
  date: string,
  time: string,
  who: { name: string; email: string },
  type: 'consultation' | 'formation' = 'consultation',
  /** A signed-in browser's call says where it comes from, as the page's own would. */
  headers: Record<string, string> = {},
) {
  const res = await request.post('/api/appointments', {
    headers,
    data: {
      clientName: who.name,
      clientEmail: who.email,
      clientPhone: '(212) 555-0177',
      notes: '',
      appointmentType: type,
      appointmentDate: date,
      appointmentTime: time,
      duration: type === 'formation' ? 60 : 30,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

/**
 * A browser cannot book in the past: an appointment that has happened (some days ago, still 'scheduled')
 * is written straight into the suite server's database, as time would have left it. Each caller takes its
 * own day: two live appointments cannot overlap.
 */
async function insertPastAppointment(name: string, daysAgo: number) {
  await siteSql(
    `insert into appointment (id, client_name, client_email, client_phone, appointment_type, starts_at, ends_at, time_zone)
     values (gen_random_uuid(), $1, $2, '(212) 555-0100', 'consultation', date_trunc('hour', now()) - make_interval(days => $3),
             date_trunc('hour', now()) - make_interval(days => $3) + interval '30 minutes', 'America/New_York')`,
    [name, unique('past'), daysAgo],
  );
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test.describe('the schedule wizard', () => {
  test('books an Executive Consultation end to end: each step, its toasts, the confirmation, the mail with its invitation', async ({ page }) => {
    test.slow(); // a long journey (two pages, or many steps) on a shared CI machine
    const date = days[0]!;
    const email = unique('consult');
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'Book your consultation' })).toBeVisible();

    // Step 1: a date is required; weekends are disabled.
    await expect(step(page, 'Select Date')).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(toast(page, 'Please select a date')).toContainText('Choose your preferred appointment date');
    await pickDate(page, date);
    const weekend = Array.from({ length: 7 }, (_, i) => `${date.slice(0, 8)}${String(i + 1).padStart(2, '0')}`).find((d) => !isWeekday(d))!;
    await expect(page.getByRole('button', { name: dayLabel(weekend), exact: true })).toBeDisabled();
    const yesterday = nyDay(-1);
    if (yesterday.slice(0, 7) === date.slice(0, 7)) await expect(page.getByRole('button', { name: dayLabel(yesterday), exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 2: both type and time are required; times are 12-hour with the zone.
    await expect(step(page, 'Choose Time')).toBeVisible();
    await expect(page.getByText(longDate(date))).toBeVisible();
    await expect(page.getByText(/\(E[SD]T, New York time\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(toast(page, 'Please complete selection')).toContainText('Select both appointment type and time slot');
    const consultation = page.getByRole('radio', { name: /^Executive Consultation/ });
    await expect(consultation).toContainText('30 minutes');
    await expect(page.getByRole('radio', { name: /^Formation Planning/ })).toContainText('60 minutes');
    await consultation.click();
    await expect(consultation).toHaveAttribute('aria-checked', 'true');
    await expect(slot(page, '9:00 AM')).toBeVisible();
    await expect(slot(page, '5:30 PM')).toBeVisible();
    await slot(page, '10:00 AM').click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 3: name, email and phone are required; Previous goes back to step 2 with the choice kept.
    await expect(step(page, 'Your Details')).toBeVisible();
    await expect(page.getByText(/Executive Consultation · .+ at 10:00 AM E[SD]T/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(slot(page, '10:00 AM')).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(toast(page, 'Missing Information')).toContainText('Please fill in all required fields');
    await fillDetails(page, { name: 'Ada Lovelace', email, notes: 'Forming a holding company in Delaware.' });
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();

    // Step 4: the confirmation.
    await expect(toast(page, 'Appointment Scheduled!')).toContainText("You'll receive a confirmation email shortly.");
    await expect(step(page, 'Appointment Confirmed')).toBeVisible();
    const summary = page.locator('dl');
    await expect(summary).toContainText('Executive Consultation');
    await expect(summary).toContainText(longDate(date));
    await expect(summary).toContainText(/10:00 AM E[SD]T/);
    await expect(summary).toContainText('30 minutes');
    await expect(summary).toContainText('Ada Lovelace');
    await expect(page.getByText(`A confirmation email has been sent to ${email}`)).toBeVisible();

    // The confirmation mail, with its calendar invitation and cancel link.
    const mail = await mailTo(email, /^Scheduled: Executive Consultation on /);
    expect(mail.subject).toMatch(/at 10:00 AM E[SD]T$/);
    expect(mail.text).toContain('Duration: 30 minutes');
    expect(mail.text).toMatch(/\/cancel-appointment\?token=[A-Za-z0-9_-]{43}/);
    const invite = mail.attachments.find((a) => a.filename === 'appointment.ics');
    expect(invite?.contentType).toMatch(/^text\/calendar/);
    expect(invite?.content).toContain('BEGIN:VEVENT');
    expect(invite?.content).toMatch(new RegExp(`DTSTART:${date.replaceAll('-', '')}T1[45]0000Z`));
    expect(invite?.content).toContain('SUMMARY:Executive Consultation with Elite Business Advisory');

    // Schedule Another starts over with nothing chosen.
    await page.getByRole('button', { name: 'Schedule Another' }).click();
    await expect(step(page, 'Select Date')).toBeVisible();
    await expect(page.getByText(longDate(date))).toHaveCount(0);
  });

  test('books a Formation Planning session: 60-minute slots, and both halves leave the 30-minute list', async ({ page }) => {
    const date = days[1]!;
    await page.goto('/schedule');
    await pickDate(page, date);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('radio', { name: /^Formation Planning/ }).click();
    // A 60-minute session must end by 6 PM: the last start is 5:00 PM.
    await expect(slot(page, '5:00 PM')).toBeVisible();
    await expect(slot(page, '5:30 PM')).toHaveCount(0);
    await slot(page, '2:00 PM').click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await fillDetails(page, { name: 'Grace Hopper', email: unique('formation') });
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(step(page, 'Appointment Confirmed')).toBeVisible();
    await expect(page.locator('dl')).toContainText('Formation Planning');
    await expect(page.locator('dl')).toContainText('60 minutes');
    await expect(page.locator('dl')).toContainText(/2:00 PM E[SD]T/);

    await page.getByRole('button', { name: 'Schedule Another' }).click();
    await pickDate(page, date);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('radio', { name: /^Executive Consultation/ }).click();
    await expect(slot(page, '1:30 PM')).toBeVisible();
    await expect(slot(page, '2:00 PM')).toHaveCount(0);
    await expect(slot(page, '2:30 PM')).toHaveCount(0);
    await expect(slot(page, '3:00 PM')).toBeVisible();
  });

  test('a time someone else booked is not offered', async ({ page, request }) => {
    const date = days[2]!;
    await bookThroughApi(request, date, '11:00', { name: 'Someone Else', email: unique('other') });
    await page.goto('/schedule');
    await pickDate(page, date);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('radio', { name: /^Executive Consultation/ }).click();
    await expect(slot(page, '10:30 AM')).toBeVisible();
    await expect(slot(page, '11:00 AM')).toHaveCount(0);
    await expect(slot(page, '11:30 AM')).toBeVisible();
    // The 60-minute list loses the two starts that would overlap it.
    await page.getByRole('radio', { name: /^Formation Planning/ }).click();
    await expect(slot(page, '10:00 AM')).toBeVisible();
    await expect(slot(page, '10:30 AM')).toHaveCount(0);
    await expect(slot(page, '11:00 AM')).toHaveCount(0);
  });

  test('two visitors book the same time: the second is told it was just taken and chooses again from fresh times', async ({ page, browser }) => {
    test.slow(); // a long journey (two pages, or many steps) on a shared CI machine
    const date = days[3]!;
    const first = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const other = await first.newPage();
    for (const p of [other, page]) {
      await p.goto('/schedule');
      await chooseSlot(p, date, 'Executive Consultation', '3:00 PM');
    }
    await fillDetails(other, { name: 'First Visitor', email: unique('first') });
    await fillDetails(page, { name: 'Second Visitor', email: unique('second') });
    await other.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(step(other, 'Appointment Confirmed')).toBeVisible();
    await first.close();

    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(toast(page, 'Time no longer available')).toContainText('That time was just taken. Please choose another time.');
    await expect(step(page, 'Choose Time')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Executive Consultation/ })).toHaveAttribute('aria-checked', 'true');
    await expect(slot(page, '3:30 PM')).toBeVisible();
    await expect(slot(page, '3:00 PM')).toHaveCount(0);
    await expect(slotGroup(page).getByRole('radio', { checked: true })).toHaveCount(0);

    await slot(page, '3:30 PM').click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The details typed before are still there.
    await expect(page.getByRole('textbox', { name: /^Full Name/ })).toHaveValue('Second Visitor');
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await expect(step(page, 'Appointment Confirmed')).toBeVisible();
    await expect(page.locator('dl')).toContainText(/3:30 PM E[SD]T/);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('only the keyboard: Tab, arrows, Enter, Space and typing through the four steps', async ({ page }) => {
    await page.goto('/schedule');
    await expect(step(page, 'Select Date')).toBeVisible();
    const focused = () =>
      page.evaluate(() => ({ date: document.activeElement?.getAttribute('data-date') ?? null, text: document.activeElement?.textContent?.trim() ?? '' }));
    async function tabUntil(done: (f: { date: string | null; text: string }) => boolean, what: string) {
      for (let i = 0; i < 120; i += 1) {
        await page.keyboard.press('Tab');
        if (done(await focused())) return;
      }
      throw new Error(`Tab never reached ${what}`);
    }

    // Into the calendar, then two months on (PageDown) and to the end of that week (End lands on its Friday).
    await tabUntil((f) => f.date !== null, 'a day of the calendar');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    const { date } = await focused();
    expect(date && isWeekday(date)).toBe(true);
    expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(5);
    await page.keyboard.press('Enter');
    await expect(page.getByText(longDate(date!))).toBeVisible();
    await tabUntil((f) => f.text === 'Next', 'Next');
    await page.keyboard.press('Enter');

    // Step 2 opens with focus on its heading; arrows move within the type and time radio groups.
    await expect(step(page, 'Choose Time')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /^Executive Consultation/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const formation = page.getByRole('radio', { name: /^Formation Planning/ });
    await expect(formation).toBeFocused();
    await expect(formation).toHaveAttribute('aria-checked', 'true');
    await expect(slot(page, '9:00 AM')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(slot(page, '9:00 AM')).toBeFocused();
    await page.keyboard.press('ArrowLeft'); // wraps to the last 60-minute start
    await expect(slot(page, '5:00 PM')).toBeFocused();
    await expect(slot(page, '5:00 PM')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Tab'); // out of the group in one step: Previous
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused();
    await page.keyboard.press('Space');

    // Step 3: typing; Enter in a field submits.
    await expect(step(page, 'Your Details')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: /^Full Name/ })).toBeFocused();
    await page.keyboard.type('Katherine Johnson');
    await page.keyboard.press('Tab');
    await page.keyboard.type(unique('keyboard'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('(757) 555-0123');
    await page.keyboard.press('Enter');

    // Step 4: the confirmation, then Schedule Another from the keyboard.
    await expect(step(page, 'Appointment Confirmed')).toBeFocused();
    await expect(page.locator('dl')).toContainText(/5:00 PM E[SD]T/);
    await expect(page.locator('dl')).toContainText('Formation Planning');
    await tabUntil((f) => f.text === 'Schedule Another', 'Schedule Another');
    await page.keyboard.press('Enter');
    await expect(step(page, 'Select Date')).toBeFocused();
  });
});

test.describe('the cancel link of the confirmation e-mail', () => {
  test('cancels the appointment once, frees its time, and then says it was used', async ({ page, request }) => {
    const date = days[4]!;
    const email = unique('cancel');
    await bookThroughApi(request, date, '13:00', { name: 'Dorothy Vaughan', email });
    const mail = await mailTo(email, /^Scheduled: /);
    const link = /https?:\/\/\S+\/cancel-appointment\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Cancel this appointment?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment cancelled' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/Your Executive Consultation on \w+day, .+ at 1:00 PM E[SD]T is cancelled\./);

    // The time is offered again.
    await page.getByRole('link', { name: 'Book a New Time' }).click();
    await pickDate(page, date);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('radio', { name: /^Executive Consultation/ }).click();
    await expect(slot(page, '1:00 PM')).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect(page.getByRole('heading', { name: 'This link cannot cancel an appointment' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('already been used');
  });

  test('without a token the page explains and offers nothing to press', async ({ page }) => {
    await page.goto('/cancel-appointment');
    await expect(page.getByRole('heading', { name: 'This link cannot cancel an appointment' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Please use the link from your confirmation e-mail.');
    await expect(page.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
  });
});

test('from the record drawer the admin confirms, cancels (with a reason), completes and marks no-shows; the client hears, the slot is freed, a stale page is refused', async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // a long journey (two pages, or many steps) on a shared CI machine
  // Far ahead, so the times are free whatever else the suite booked.
  const ahead = [150, 151, 152, 153, 154, 155, 156].map(nyDay).filter(isWeekday);
  const tag = Math.random().toString(36).slice(2, 7);
  const toConfirm = { name: `Confirm Me ${tag}`, email: unique('admin-a') };
  const toCancel = { name: `Cancel Me ${tag}`, email: unique('admin-b') };
  const past = `Past Client ${tag}`;
  const absent = `Absent Client ${tag}`;
  await bookThroughApi(request, ahead[0]!, '09:00', toConfirm);
  await bookThroughApi(request, ahead[1]!, '09:00', toCancel, 'formation');
  await insertPastAppointment(past, 2);
  await insertPastAppointment(absent, 4);
  const freeTimes = async (date: string) =>
    ((await (await request.get(`/api/appointments/available-slots?date=${date}&type=formation`)).json()) as { slots: string[] }).slots;
  expect(await freeTimes(ahead[1]!)).not.toContain('09:00');

  await signInAsAdmin(page);
  await adminSection(page, 'Appointments').click();
  const table = page.getByRole('table', { name: 'Appointments' });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  const moves = (drawer: Locator) => drawer.getByRole('group', { name: 'Move to' }).getByRole('button');
  const history = (drawer: Locator) => drawer.getByTestId('history-entry').first();
  /** Finds the appointment by its client's name and opens its drawer. */
  const open = async (name: string) => {
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect(table.getByRole('row')).toHaveCount(2); // the header and the one appointment
    await row(name).click();
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer).toBeVisible();
    return drawer;
  };
  const close = async (drawer: Locator) => {
    await drawer.getByRole('button', { name: 'Close record' }).click();
    await expect(drawer).toBeHidden();
  };

  // Scheduled and upcoming: Confirm or Cancel, nothing else; the row is not dimmed.
  let drawer = await open(toConfirm.name);
  await expect(row(toConfirm.name)).not.toHaveAttribute('data-dimmed');
  await expect(moves(drawer)).toHaveText(['Move to Confirmed', 'Move to Cancelled']);
  await drawer.getByRole('button', { name: 'Move to Confirmed' }).click();
  await expect(toast(page, 'Status updated')).toContainText('Moved from Scheduled to Confirmed.');
  await expect(history(drawer)).toContainText('Scheduled → Confirmed');
  // Confirmed and upcoming: only Cancel. The client is told, with the updated invitation.
  await expect(moves(drawer)).toHaveText(['Move to Cancelled']);
  expect((await mailTo(toConfirm.email, /^Confirmed: /)).subject).toMatch(/^Confirmed: Executive Consultation on /);
  const confirmedUrl = page.url();
  await close(drawer);
  await expect(row(toConfirm.name)).toContainText('Confirmed');

  // Cancelling asks for a reason; the history keeps it, the client is told and the time is free again.
  drawer = await open(toCancel.name);
  await expect(drawer).toContainText('Formation Planning (60 min)');
  await drawer.getByRole('button', { name: 'Move to Cancelled' }).click();
  const reason = page.getByRole('dialog', { name: 'Move to Cancelled?' });
  await reason.getByRole('button', { name: 'Move to Cancelled' }).click();
  await expect(reason.getByText('Please give a reason.')).toBeVisible();
  await reason.getByRole('textbox', { name: /Reason/ }).fill('The client asked to move it');
  await reason.getByRole('button', { name: 'Move to Cancelled' }).click();
  await expect(reason).toBeHidden();
  await expect(history(drawer)).toContainText('Scheduled → Cancelled');
  await expect(history(drawer)).toContainText('Reason: The client asked to move it');
  await expect(moves(drawer)).toHaveCount(0);
  expect((await mailTo(toCancel.email, /^Cancelled: /)).subject).toMatch(/^Cancelled: Formation Planning on /);
  expect(await freeTimes(ahead[1]!)).toContain('09:00');
  await close(drawer);
  await expect(row(toCancel.name)).toContainText('Cancelled');

  // A past appointment: dimmed, and it can be completed or marked a no-show.
  drawer = await open(past);
  await expect(row(past)).toHaveAttribute('data-dimmed', 'true');
  await expect(moves(drawer)).toHaveText(['Move to Confirmed', 'Move to Cancelled', 'Move to Completed', 'Move to No-show']);
  await drawer.getByRole('button', { name: 'Move to Completed' }).click();
  // Completing closes it: it asks why too (docs/admin.md#closing-and-reopening).
  const completed = page.getByRole('dialog', { name: 'Move to Completed?' });
  await completed.getByRole('textbox', { name: /Reason/ }).fill('Call held');
  await completed.getByRole('button', { name: 'Move to Completed' }).click();
  await expect(history(drawer)).toContainText('Scheduled → Completed');
  await expect(moves(drawer)).toHaveCount(0);
  await close(drawer);
  await expect(row(past)).toContainText('Completed');

  drawer = await open(absent);
  await drawer.getByRole('button', { name: 'Move to No-show' }).click();
  const noShow = page.getByRole('dialog', { name: 'Move to No-show?' });
  await noShow.getByRole('textbox', { name: /Reason/ }).fill('Did not join the call');
  await noShow.getByRole('button', { name: 'Move to No-show' }).click();
  await expect(history(drawer)).toContainText('Scheduled → No-show');
  await expect(moves(drawer)).toHaveCount(0);
  await close(drawer);

  // A second admin page still showing the confirmed appointment cannot cancel it once it is cancelled elsewhere. A page
  // with its live stream open would show the change within seconds (docs/admin.md#live-lists), so this one has lost
  // its stream: the server's check is what is tested.
  const staleContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await page.context().storageState() });
  await staleContext.route('**/api/admin/events', (route) => route.abort());
  const stale = await staleContext.newPage();
  await stale.goto(confirmedUrl);
  const staleDrawer = stale.getByRole('dialog', { name: toConfirm.name });
  await expect(moves(staleDrawer)).toHaveText(['Move to Cancelled']);
  drawer = await open(toConfirm.name);
  await drawer.getByRole('button', { name: 'Move to Cancelled' }).click();
  await reason.getByRole('textbox', { name: /Reason/ }).fill('Advisor unavailable');
  await reason.getByRole('button', { name: 'Move to Cancelled' }).click();
  await expect(history(drawer)).toContainText('Confirmed → Cancelled');
  await staleDrawer.getByRole('button', { name: 'Move to Cancelled' }).click();
  const staleReason = stale.getByRole('dialog', { name: 'Move to Cancelled?' });
  await staleReason.getByRole('textbox', { name: /Reason/ }).fill('Advisor unavailable');
  await staleReason.getByRole('button', { name: 'Move to Cancelled' }).click();
  await expect(toast(stale, 'Status not changed')).toContainText('cannot become cancelled');
  await staleContext.close();
});

test('axe finds nothing serious at each step of the wizard, on the cancel page’s answers, or in the admin Appointments list and its drawer', async ({
  page,
}) => {
  test.slow(); // a long journey (two pages, or many steps) on a shared CI machine
  const email = unique('axe');
  await page.goto('/schedule');
  await pickDate(page, days[5]!);
  expect(await violations(page), 'step 1 with a day chosen').toEqual([]);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('radio', { name: /^Executive Consultation/ }).click();
  await slot(page, '4:00 PM').click();
  expect(await violations(page), 'step 2 with a type and time chosen').toEqual([]);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  expect(await violations(page), 'step 3 with the fields marked and the toast').toEqual([]);
  await fillDetails(page, { name: 'Mary Jackson', email });
  await page.getByRole('button', { name: 'Schedule Appointment' }).click();
  await expect(step(page, 'Appointment Confirmed')).toBeVisible();
  expect(await violations(page), 'step 4').toEqual([]);

  const link = /https?:\/\/\S+\/cancel-appointment\?token=[A-Za-z0-9_-]{43}/.exec((await mailTo(email, /^Scheduled: /)).text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Cancel this appointment?' })).toBeVisible();
  expect(await violations(page), 'the cancel page').toEqual([]);
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(page.getByRole('heading', { name: 'Appointment cancelled' })).toBeVisible();
  expect(await violations(page), 'cancelled').toEqual([]);
  await page.goto(link);
  await page.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(page.getByRole('heading', { name: 'This link cannot cancel an appointment' })).toBeVisible();
  expect(await violations(page), 'a used link').toEqual([]);

  // Rows in every look (scheduled, cancelled, past and dimmed), then the drawer with its moves and the cancel reason.
  const scheduledEmail = unique('axe-scheduled');
  await bookThroughApi(page.request, days[5]!, '16:30', { name: 'Christine Darden', email: scheduledEmail });
  await insertPastAppointment('Past Axe Client', 3);
  await signInAsAdmin(page);
  await adminSection(page, 'Appointments').click();
  const table = page.getByRole('table', { name: 'Appointments' });
  await expect(table.locator('tr[data-dimmed="true"]').first()).toBeVisible();
  expect(await violations(page), 'the Appointments list').toEqual([]);

  // The row of the search's answer (the list before it may still be on screen for a moment).
  const only = async (text: string) => {
    await page.getByRole('textbox', { name: 'Search' }).fill(text);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(text);
    return table.getByRole('row').nth(1);
  };
  const cancelled = await only(email);
  await expect(cancelled).toContainText('Cancelled');
  await cancelled.click();
  await expect(page.getByRole('dialog', { name: 'Mary Jackson' }).getByTestId('history-entry').first()).toBeVisible();
  expect(await violations(page), 'a cancelled appointment in its drawer').toEqual([]);
  await page.getByRole('dialog', { name: 'Mary Jackson' }).getByRole('button', { name: 'Close record' }).click();
  await expect(page.getByRole('dialog', { name: 'Mary Jackson' })).toBeHidden();

  await (await only(scheduledEmail)).click();
  const drawer = page.getByRole('dialog', { name: 'Christine Darden' });
  await expect(drawer.getByRole('button', { name: 'Move to Confirmed' })).toBeVisible();
  expect(await violations(page), 'a scheduled appointment in its drawer').toEqual([]);
  await drawer.getByRole('button', { name: 'Move to Cancelled' }).click();
  await expect(page.getByRole('dialog', { name: 'Move to Cancelled?' })).toBeVisible();
  expect(await violations(page), 'the cancel reason').toEqual([]);
});

test('security finding 7: a client sees on the portal dashboard what they booked signed in, never a booking typed anonymously with their e-mail', async ({
  page,
  request,
  baseURL,
}) => {
  const date = days[6]!;
  const email = unique('portal-client');
  // Anyone can type Annie's address: that booking is not hers.
  await bookThroughApi(request, date, '09:00', { name: 'Call 555-0100 to re-verify your SSN', email });
  await page.goto('/portal-login');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel(/^Full Name/).fill('Annie Easley');
  await page.getByLabel(/^Company Name/).fill('Easley Propulsion LLC');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('correct-horse-battery');
  await page.getByLabel(/^Confirm Password/).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await confirmFromMail(page, email, 'correct-horse-battery');
  await expect(page.getByRole('region', { name: 'Appointments' })).toContainText('No appointments yet.');

  // Booked while signed in (the browser's session goes with the call): hers.
  await bookThroughApi(page.request, date, '12:00', { name: 'Annie Easley', email }, 'formation', { origin: baseURL! });
  await page.reload();
  const mine = page.getByRole('region', { name: 'Appointments' });
  await expect(mine).toContainText('Formation Planning');
  await expect(mine).toContainText(new RegExp(`${longDate(date)} at 12:00 PM E[SD]T · 60 minutes`));
  await expect(mine).toContainText('Scheduled');
  await expect(mine).not.toContainText('9:00 AM');
  await mine.getByRole('link', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/schedule$/);
});
