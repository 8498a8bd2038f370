import { Button, Loader, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { businessTypeLabels, businessTypes } from '@elite/contracts/catalogue/business-types';
import type { ContactInput } from '@elite/contracts/schemas/leads';
import { IconCheck, IconInfoCircle, IconSend, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiRequest, ApiRequestError } from '../../lib/api-request.ts';
import type { ContactField } from './contact-check.ts';
import { showToast } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import classes from './ContactForm.module.css';

const loadContactCheck = () => import('./contact-check.ts');

type Values = Record<ContactField, string>;

const empty: Values = { firstName: '', lastName: '', email: '', phone: '', businessType: '', message: '' };

/** The sentence the message starts with when the visitor came from a package's Get Started (?service=…). */
export const serviceMessage = (service: string) =>
  `I'm interested in the ${service}. Please contact me to discuss how it fits my business and the next steps.`;

const businessTypeOptions = [
  { value: '', label: 'Select your business type' },
  ...businessTypes.map((value) => ({ value, label: businessTypeLabels[value] })),
];

/** The schema's limits, so a value can never be too long to send. The phone's 14 is the documented length (docs/site-and-navigation.md). */
const maxLength: Record<ContactField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 14,
  businessType: 40,
  message: 5000,
};

export interface ContactFormProps {
  /** The package the visitor asked about (/contact?service=…): shown, sent, and written into the message. */
  service?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/**
 * The contact form (docs/site-and-navigation.md#contact-form), on home and /contact. Checked on submit with the shared
 * schema, in the documented order, each failure a toast; then POST /api/contacts (the twin of `leads.create`; plain
 * fetch, so the pages carrying the form, home among them, need no query library), with the button reading
 * 'Sending...' meanwhile; success clears the form. A hidden 'website' field catches bots.
 */
export function ContactForm({ service, labelledBy }: ContactFormProps) {
  const ids = useId();
  // Until the page is live the button stays off, so a click cannot fall back to a native GET submit.
  const hydrated = useHydrated();
  const initial = (): Values => ({ ...empty, message: service ? serviceMessage(service) : '' });
  const [values, setValues] = useState<Values>(initial);
  const [website, setWebsite] = useState('');
  const [invalid, setInvalid] = useState<ReadonlySet<ContactField>>(new Set());
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});

  // A service that arrives after the first render (the prerendered page hydrates without one) starts the
  // message, unless the visitor has already written one.
  useEffect(() => {
    if (service) setValues((v) => (v.message ? v : { ...v, message: serviceMessage(service) }));
  }, [service]);

  const [sending, setSending] = useState(false);
  const send = async (contact: ContactInput) => {
    setSending(true);
    try {
      await apiRequest('POST', '/api/contacts', contact);
      showToast({
        color: 'green',
        icon: <IconCheck size={18} stroke={2.4} />,
        title: 'Message sent successfully!',
        message: "We'll get back to you within 24 hours.",
      });
      setValues({ ...empty });
      setWebsite('');
      setInvalid(new Set());
    } catch (error) {
      // Too many messages: the server's sentence says how long to wait. Anything else: the documented sentence.
      const waitMessage = error instanceof ApiRequestError && error.status === 429 ? error.serverMessage : undefined;
      showToast({
        color: 'red',
        icon: <IconX size={18} stroke={2.4} />,
        title: 'Error sending message',
        message: waitMessage ?? 'Please try again or contact us directly.',
      });
    } finally {
      setSending(false);
    }
  };

  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    maxLength: maxLength[field],
    error: invalid.has(field),
    // Not typed into before the form is live (on home it hydrates when its code arrives): React would reset it.
    readOnly: !hydrated,
    ref: (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[field] = el;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (invalid.has(field)) setInvalid((set) => new Set([...set].filter((f) => f !== field)));
    },
  });

  // Checking and sending, as one: a second submit meanwhile does nothing.
  const busy = useRef(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    const input: ContactInput = {
      ...values,
      businessType: values.businessType as ContactInput['businessType'],
      ...(service ? { service } : {}),
      ...(website ? { website } : {}),
    };
    busy.current = true;
    try {
      await checkAndSend(input);
    } finally {
      busy.current = false;
    }
  };

  const checkAndSend = async (input: ContactInput) => {
    const check = await loadContactCheck().then(({ checkContact }) => checkContact(input));
    if (!check.ok) {
      setInvalid(new Set(check.problem.fields));
      fieldRefs.current[check.problem.fields[0]!]?.focus();
      showToast({
        color: 'red',
        icon: <IconInfoCircle size={18} stroke={2} />,
        title: check.problem.title,
        message: check.problem.message,
      });
      return;
    }
    setInvalid(new Set());
    await send(check.data);
  };

  // The checks' code may fail to load (offline, or a deploy replaced it): say so instead of doing nothing.
  const onSubmit = (event: FormEvent) =>
    void submit(event).catch(() =>
      showToast({ color: 'red', icon: <IconX size={18} stroke={2.4} />, title: 'Error sending message', message: 'Please check your connection and try again.' }),
    );

  return (
    <form
      className={classes.form}
      onSubmit={onSubmit}
      // The checks (the shared schema, and zod with it) load once the visitor starts on the form, not with the page.
      onFocus={() => void loadContactCheck().catch(() => undefined)}
      noValidate
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Contact form' })}
    >
      {service && (
        <p className={classes.regarding}>
          <IconInfoCircle size={18} stroke={1.8} aria-hidden />
          <span>
            Regarding: <strong>{service}</strong>
          </span>
        </p>
      )}
      <div className={classes.grid}>
        <TextInput label="First Name" required autoComplete="given-name" size="md" {...bind('firstName')} />
        <TextInput label="Last Name" required autoComplete="family-name" size="md" {...bind('lastName')} />
        <TextInput label="Email" type="email" required autoComplete="email" size="md" placeholder="you@company.com" {...bind('email')} />
        <TextInput
          label="Phone"
          type="tel"
          inputMode="tel"
          required
          autoComplete="tel"
          size="md"
          placeholder="(555) 123-4567"
          {...bind('phone')}
        />
        <NativeSelect
          label="Business Type"
          required
          size="md"
          data={businessTypeOptions}
          className={classes.full}
          {...bind('businessType')}
        />
        <Textarea
          label="Message"
          required
          size="md"
          rows={5}
          resize="vertical"
          placeholder="Tell us about your business and what you would like to achieve."
          className={classes.full}
          {...bind('message')}
        />
      </div>

      {/* Bots fill every field; people never see this one. */}
      <div className={classes.honeypot} aria-hidden="true">
        <label htmlFor={`${ids}-website`}>Website</label>
        <input
          id={`${ids}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          value={website}
          onChange={(event) => setWebsite(event.currentTarget.value)}
        />
      </div>

      <Button
        type="submit"
        size="lg"
        radius="md"
        fullWidth
        disabled={!hydrated || sending}
        data-sending={sending || undefined}
        className={classes.submit}
        leftSection={sending ? <Loader size={18} color="currentColor" /> : <IconSend size={18} stroke={1.8} aria-hidden />}
      >
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
      <p className={classes.note}>
        We respond within 24 hours. By sending this form you agree to our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
