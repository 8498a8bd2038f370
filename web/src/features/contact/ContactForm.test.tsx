import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server.ts';
import { findToast, isMarkedInvalid } from '../../../test/form-checks.ts';

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const form = () => screen.getByRole('form', { name: 'Send us a message' });
const submit = () => userEvent.click(within(form()).getByRole('button', { name: /Send Message|Sending/ }));

const good = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(212) 555-0100',
  businessType: 's-corp',
  message: 'We are raising a seed round next quarter.',
};

async function fill(values: Partial<typeof good>) {
  const user = userEvent.setup();
  const labels: Record<keyof typeof good, RegExp> = {
    firstName: /^First Name/,
    lastName: /^Last Name/,
    email: /^Email/,
    phone: /^Phone/,
    businessType: /^Business Type/,
    message: /^Message/,
  };
  for (const [key, value] of Object.entries(values) as [keyof typeof good, string][]) {
    const input = field(labels[key]);
    if (key === 'businessType') {
      await user.selectOptions(input, value);
    } else {
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }
}

type ContactAnswer = () => Response | Promise<Response>;
const created: ContactAnswer = () => HttpResponse.json({ id: 'lead-1' }, { status: 201 });
/** A refusal in the API's error shape (api/src/http/errors.ts). */
const refused = (status: number, error: string) => HttpResponse.json({ error }, { status });

/** POST /api/contacts answered by `answer`; returns the bodies it received. */
function contactsServer(answer: ContactAnswer = created) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    http.post('http://localhost:3000/api/contacts', async ({ request }) => {
      calls.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return calls;
}

const labels = [/^First Name/, /^Last Name/, /^Email/, /^Phone/, /^Business Type/, /^Message/];
/** The fields marked red, by their label. */
const marked = () => labels.filter((label) => isMarkedInvalid(field(label))).map((label) => label.source.slice(1));

describe('the contact form on /contact', () => {
  beforeEach(() => notifications.clean());

  it('has the six fields, a Business Type select with the seven choices and a phone limited to 14 characters', async () => {
    await renderApp('/contact');
    expect(labels.map((label) => field(label).getAttribute('name'))).toEqual(['firstName', 'lastName', 'email', 'phone', 'businessType', 'message']);
    expect(field(/^Phone/).maxLength).toBe(14);
    expect(field(/^Email/).type).toBe('email');
    const options = within(field(/^Business Type/)).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.value)).toEqual(['', 'llc', 's-corp', 'nonprofit', 'construction', 'real-estate', 'healthcare', 'other']);
    expect(options.map((o) => o.textContent)).toEqual([
      'Select your business type',
      'LLC',
      'S-Corporation',
      'Nonprofit',
      'Construction',
      'Real Estate',
      'Healthcare',
      'Other',
    ]);
  });

  it('hides a honeypot field named website from people, keyboards and autofill', async () => {
    await renderApp('/contact');
    const honeypot = form().querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.getAttribute('aria-hidden')).toBe('true');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
  });

  it('checks on submit in the documented order: Missing Information, then Invalid Email, then Invalid Phone Number; nothing is sent', async () => {
    const calls = contactsServer();
    await renderApp('/contact');

    await submit();
    expect(await findToast('Missing Information')).toEqual({ title: 'Missing Information', message: 'Please fill in all required fields.', color: 'red' });
    expect(marked()).toEqual(['First Name', 'Last Name', 'Email', 'Phone', 'Business Type', 'Message']);
    expect(document.activeElement).toBe(field(/^First Name/));

    // A bad e-mail with another field still empty: the missing field is reported first, and only it is marked.
    await fill({ ...good, email: 'ada@example', message: '' });
    await submit();
    expect((await findToast('Missing Information')).message).toBe('Please fill in all required fields.');
    await waitFor(() => expect(marked()).toEqual(['Message']));
    expect(document.activeElement).toBe(field(/^Message/));

    await fill({ message: good.message });
    await submit();
    expect(await findToast('Invalid Email')).toEqual({ title: 'Invalid Email', message: 'Please enter a valid email address.', color: 'red' });
    expect(marked()).toEqual(['Email']);
    expect(document.activeElement).toBe(field(/^Email/));

    await fill({ email: good.email, phone: '555-01' });
    await submit();
    expect(await findToast('Invalid Phone Number')).toEqual({ title: 'Invalid Phone Number', message: 'Please enter a valid phone number.', color: 'red' });
    expect(marked()).toEqual(['Phone']);

    await fill({ phone: '212 555 01OO' });
    await submit();
    expect((await findToast('Invalid Phone Number')).message).toBe('Please enter a valid phone number.');
    expect(marked()).toEqual(['Phone']);

    expect(calls).toEqual([]);
  });

  it('counts a long message and refuses it past 5,000 characters, never cutting it (docs/input-limits.md#long-texts)', async () => {
    const calls = contactsServer();
    await renderApp('/contact');
    await fill({ ...good, message: '' });
    const message = field(/^Message/);
    // No maxLength: a browser would cut a longer paste without a word.
    expect(message.getAttribute('maxlength')).toBeNull();
    expect(screen.getByText('0 / 5,000 characters')).toBeVisible();
    const long = 'x'.repeat(5001);
    await userEvent.click(message);
    await userEvent.paste(long);
    expect(message.value).toBe(long);
    expect(screen.getByText('5,001 / 5,000 characters')).toBeVisible();
    expect(within(form()).getByText('Must be at most 5000 characters')).toBeVisible();
    await submit();
    expect((await findToast('Please check the form')).message).toBe('Must be at most 5000 characters');
    expect(calls).toEqual([]);
    await userEvent.type(message, '{Backspace}');
    expect(screen.getByText('5,000 / 5,000 characters')).toBeVisible();
    expect(within(form()).queryByText('Must be at most 5000 characters')).toBeNull();
  });

  it('sends the trimmed fields to POST /api/contacts, shows the success toast and clears the form', async () => {
    const calls = contactsServer();
    await renderApp('/contact');
    await fill({ ...good, firstName: '  Ada ' });
    await submit();

    expect(await findToast('Message sent successfully!')).toEqual({
      title: 'Message sent successfully!',
      message: "We'll get back to you within 24 hours.",
      color: 'green',
    });
    expect(calls).toEqual([{ ...good, firstName: 'Ada' }]);
    expect(labels.map((label) => field(label).value)).toEqual(['', '', '', '', '', '']);
  });

  it("reads 'Sending...' and is disabled while the message is on its way", async () => {
    let answer!: () => void;
    contactsServer(() => new Promise((resolve) => (answer = () => resolve(HttpResponse.json({ id: 'lead-2' }, { status: 201 })))));
    await renderApp('/contact');
    await fill(good);
    await submit();

    const button = await within(form()).findByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer();
    expect((await findToast('Message sent successfully!')).color).toBe('green');
    expect((await within(form()).findByRole<HTMLButtonElement>('button', { name: 'Send Message' })).disabled).toBe(false);
  });

  it('a failed send shows the red Error sending message toast and keeps what was typed', async () => {
    contactsServer(() => refused(500, 'Internal server error'));
    await renderApp('/contact');
    await fill(good);
    await submit();

    expect(await findToast('Error sending message')).toEqual({
      title: 'Error sending message',
      message: 'Please try again or contact us directly.',
      color: 'red',
    });
    expect(field(/^First Name/).value).toBe('Ada');
    expect(field(/^Message/).value).toBe(good.message);
    expect(marked()).toEqual([]);
  });

  it('a field the server refuses (400 fieldErrors) is marked on the form, with the documented toast; the values stay', async () => {
    contactsServer(() =>
      HttpResponse.json({ error: 'Some fields are invalid.', fieldErrors: { phone: ['Please enter a valid phone number.'] }, formErrors: [] }, { status: 400 }),
    );
    await renderApp('/contact');
    await fill(good);
    await submit();

    expect(await findToast('Error sending message')).toEqual({
      title: 'Error sending message',
      message: 'Please try again or contact us directly.',
      color: 'red',
    });
    expect(marked()).toEqual(['Phone']);
    expect(field(/^Phone/).value).toBe(good.phone);
    // Typing into it clears the mark, as after the form's own checks.
    await fill({ phone: '212 555 0199' });
    expect(marked()).toEqual([]);
  });

  it("too many messages: the toast carries the server's own explanation", async () => {
    const wait = 'You have sent several messages in a short time. Please wait 59 minutes, or call us at (212) 555-0147.';
    contactsServer(() => refused(429, wait));
    await renderApp('/contact');
    await fill(good);
    await submit();

    expect(await findToast('Error sending message')).toEqual({ title: 'Error sending message', message: wait, color: 'red' });
  });

  it('?service=… is shown as Regarding, starts the message and is sent with it', async () => {
    const calls = contactsServer();
    await renderApp('/contact?service=Credit%20Builder%20Program');

    const regarding = within(form()).getByText(/Regarding:/);
    expect(regarding.textContent).toBe('Regarding: Credit Builder Program');
    expect(field(/^Message/).value).toMatch(/^I'm interested in the Credit Builder Program\./);

    const { message: _typed, ...rest } = good;
    await fill(rest);
    await submit();
    await findToast('Message sent successfully!');
    expect(calls[0]).toMatchObject({ service: 'Credit Builder Program', message: expect.stringContaining('Credit Builder Program') });
  });

  it('without ?service nothing says Regarding and no service is sent', async () => {
    const calls = contactsServer();
    await renderApp('/contact');
    expect(within(form()).queryByText(/Regarding:/)).toBeNull();
    await fill(good);
    await submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).not.toHaveProperty('service');
  });
});
