import { Button, Loader, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { businessTypeLabels, businessTypes } from '@elite/contracts/catalogue/business-types';
import { MESSAGE_MAX } from '@elite/contracts/schemas/form-messages';
import type { ContactInput } from '@elite/contracts/schemas/leads';
import { IconCheck, IconInfoCircle, IconSend, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiRequest, ApiRequestError } from '../../lib/api-request.ts';
import { firstFieldErrors, focusFirstError } from '../../lib/forms.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import type { ContactField } from './contact-check.ts';
import { showToast } from '../../lib/toast.ts';
import { useAdoptTypedValues } from '../../lib/early-input.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { LimitedTextarea } from '../../lib/LimitedTextarea.tsx';
import classes from './ContactForm.module.css';

// The checks (the shared schema, and zod with it) load once the visitor starts on the form, not with the page.
const loadContactCheck = () => import('./contact-check.ts');
const contactSchema = lazySchema(() => loadContactCheck().then((m) => m.contactInput));

/** The form's values: the six fields and the honeypot. */
type Values = Record<ContactField | 'website', string>;

const empty: Values = { firstName: '', lastName: '', email: '', phone: '', businessType: '', message: '', website: '' };

/** The sentence the message starts with when the visitor came from a package's Get Started (?service=…). */
const serviceMessage = (service: string) => `I'm interested in the ${service}. Please contact me to discuss how it fits my business and the next steps.`;

const businessTypeOptions = [{ value: '', label: 'Select your business type' }, ...businessTypes.map((value) => ({ value, label: businessTypeLabels[value] }))];

/**
 * The schema's limits, so a short value can never be too long to send. The phone's 14 is the documented length
 * (docs/site-and-navigation.md). The message has a counter instead, and is refused past its limit, never cut
 * (docs/input-limits.md#long-texts).
 */
const maxLength: Record<Exclude<ContactField, 'message'>, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 14,
  businessType: 40,
};

/** What POST /api/contacts receives: the fields, the service asked about, and the honeypot only when filled. */
function contactOf({ website, ...fields }: Values, service: string | undefined): ContactInput {
  return {
    ...fields,
    businessType: fields.businessType as ContactInput['businessType'],
    ...(service ? { service } : {}),
    ...(website ? { website } : {}),
  };
}

export interface ContactFormProps {
  /** The package the visitor asked about (/contact?service=…): shown, sent, and written into the message. */
  service?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/**
 * The contact form (docs/site-and-navigation.md#contact-form), on home and /contact, as an island of each page
 * (lib/island.tsx). @mantine/form holds it; the shared schema (`contactInput`) checks it on submit, in the
 * documented order, each failure a toast that marks its fields; then POST /api/contacts (the twin of `leads.create`;
 * plain fetch, so the pages carrying the form, home among them, need no query library), with the button reading
 * 'Sending...' meanwhile; success clears the form, and fields the server refuses are marked. A hidden 'website'
 * field catches bots.
 */
export function ContactForm({ service: askedService, labelledBy }: ContactFormProps) {
  const ids = useId();
  // The prerendered form was rendered without a query string: the service shows once hydration is done. Read here,
  // inside the island, so the island's props stay the same while it waits for its code (lib/island.tsx).
  const service = useHydrated() ? askedService : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    initialValues: { ...empty, message: service ? serviceMessage(service) : '' },
    validate: (values) => contactSchema.validate({ ...contactOf(values, service) }),
  });

  // A service that arrives after the first render (the prerendered page hydrates without one) starts the
  // message, unless the visitor has already written one.
  const { setValues } = form;
  // What the visitor typed before the form was live is still in its fields: the form takes it (lib/early-input.ts).
  useAdoptTypedValues(formRef, form);
  useEffect(() => {
    if (service) setValues((v) => (v.message ? {} : { message: serviceMessage(service) }));
  }, [service, setValues]);

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
      form.setValues({ ...empty });
    } catch (error) {
      // Fields the server refuses are marked as the form's own checks mark them.
      if (error instanceof ApiRequestError && error.status === 400) form.setErrors(firstFieldErrors(error.fieldErrors));
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

  const bind = (field: ContactField) => {
    return {
      ...form.getInputProps(field),
      name: field,
      ...(field === 'message' ? {} : { maxLength: maxLength[field] }),
      // Marked red; the toast says why (docs/site-and-navigation.md#contact-form-checks).
      error: Boolean(form.errors[field]),
    };
  };

  // Checking and sending, as one: a second submit meanwhile does nothing.
  const busy = useRef(false);
  const checkAndSend = async () => {
    await contactSchema.load();
    const { hasErrors, errors } = form.validate();
    if (!hasErrors) return send(contactSchema.parse({ ...contactOf(form.getValues(), service) }));
    const { contactProblem } = await loadContactCheck();
    const problem = contactProblem(errors);
    // Only the fields of the rule that failed are marked, the first of them focused.
    const marked = Object.fromEntries(problem.fields.map((field) => [field, problem.message]));
    form.setErrors(marked);
    focusFirstError(formRef.current, marked);
    showToast({ color: 'red', icon: <IconInfoCircle size={18} stroke={2} />, title: problem.title, message: problem.message });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    checkAndSend()
      // The checks' code may fail to load (offline, or a deploy replaced it): say so instead of doing nothing.
      .catch(() =>
        showToast({
          color: 'red',
          icon: <IconX size={18} stroke={2.4} />,
          title: 'Error sending message',
          message: 'Please check your connection and try again.',
        }),
      )
      .finally(() => (busy.current = false));
  };

  return (
    <form
      ref={formRef}
      className={classes.form}
      onSubmit={onSubmit}
      // The checks (the shared schema, and zod with it) load once the visitor starts on the form, not with the page.
      onFocus={() => void contactSchema.load().catch(() => undefined)}
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
        <TextInput label="Phone" type="tel" inputMode="tel" required autoComplete="tel" size="md" placeholder="(555) 123-4567" {...bind('phone')} />
        <NativeSelect label="Business Type" required size="md" data={businessTypeOptions} className={classes.full} {...bind('businessType')} />
        <LimitedTextarea
          label="Message"
          required
          size="md"
          rows={5}
          resize="vertical"
          placeholder="Tell us about your business and what you would like to achieve."
          className={classes.full}
          limit={MESSAGE_MAX}
          {...bind('message')}
          value={form.getValues().message}
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
          {...form.getInputProps('website', { withError: false })}
        />
      </div>

      <Button
        type="submit"
        size="lg"
        radius="md"
        fullWidth
        disabled={sending}
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
