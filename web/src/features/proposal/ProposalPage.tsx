import { Button, Container, Loader, Textarea, TextInput } from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconCircleCheck,
  IconClock,
  IconEdit,
  IconFileDescription,
  IconLock,
  IconSend,
} from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { priceTextToCents, formatCents } from '@elite/contracts/rules/money';
import { CartTotals, useCart } from '../cart/index.ts';
import { trpc } from '../../lib/trpc.ts';
import {
  emptyProposalFields,
  proposalFieldOrder,
  serverFieldErrors,
  validateProposal,
  type ProposalErrors,
  type ProposalField,
  type ProposalFields,
} from './proposal-form.ts';
import { showToast } from '../../lib/toast.ts';
import classes from './ProposalPage.module.css';

interface Received {
  id: string;
  totalCents: number;
}

const labels: Record<ProposalField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  message: 'Message (optional)',
};

function showFailure(message: string) {
  showToast({ title: 'Request Failed', message, color: 'red' });
}

/** A same-site link that navigates inside the app on a plain click. */
function useGo() {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' });
  };
}

function PageHeader() {
  return (
    <section className={classes.header} aria-labelledby="proposal-title">
      <Container size="lg" className={classes.headerInner}>
        <span className={classes.eyebrow}>
          <IconFileDescription size={15} stroke={1.8} aria-hidden />
          Executive proposal
        </span>
        <h1 id="proposal-title" className={classes.title}>
          Request Your Executive Proposal
        </h1>
        <p className={classes.lead}>
          A senior advisor prepares a tailored proposal for the services in your portfolio: scope, timeline and
          investment, within 24 hours and with no payment today.
        </p>
      </Container>
    </section>
  );
}

function Summary() {
  const { items, totals, openCart } = useCart();
  return (
    <aside className={classes.summary} aria-labelledby="summary-title">
      <div className={classes.summaryHead}>
        <h2 id="summary-title" className={classes.summaryTitle}>
          Your portfolio
        </h2>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gold.3"
          leftSection={<IconEdit size={15} stroke={1.8} aria-hidden />}
          onClick={openCart}
        >
          Edit
        </Button>
      </div>
      <ul className={classes.summaryList} aria-label="Selected services">
        {items.map((item) => {
          const unit = priceTextToCents(item.price) ?? 0;
          return (
            <li key={item.id} className={classes.summaryItem}>
              <div>
                <div className={classes.summaryItemTitle}>{item.title}</div>
                <div className={classes.summaryItemMeta}>
                  {item.category} · {item.quantity} × {item.price}
                </div>
              </div>
              <div className={classes.summaryItemPrice}>{formatCents(unit * item.quantity)}</div>
            </li>
          );
        })}
      </ul>
      <CartTotals totals={totals} tone="dark" />
      <ul className={classes.assurances}>
        <li>
          <IconClock size={16} stroke={1.8} aria-hidden /> A senior advisor replies within 24 hours
        </li>
        <li>
          <IconLock size={16} stroke={1.8} aria-hidden /> No payment or commitment today
        </li>
      </ul>
    </aside>
  );
}

function Confirmation({ received }: { received: Received }) {
  const go = useGo();
  const ref = useRef<HTMLDivElement>(null);
  // The form is replaced: bring the confirmation into view and move the focus to it, so it is seen and announced.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={classes.confirmation} role="status" aria-labelledby="received-title">
      <span className={classes.confirmIcon} aria-hidden>
        <IconCircleCheck size={40} stroke={1.6} />
      </span>
      <h2 id="received-title" className={classes.confirmTitle}>
        Proposal Request Received
      </h2>
      <p className={classes.confirmTotal}>
        Total investment: <strong>{formatCents(received.totalCents)}</strong>
      </p>
      <p className={classes.confirmText}>
        A senior advisor will contact you within 24 hours. We have sent a confirmation to your e-mail with your
        selection.
      </p>
      <p className={classes.reference}>Reference {received.id.slice(0, 8).toUpperCase()}</p>
      <div className={classes.confirmActions}>
        <Button component="a" href="/" onClick={go} size="md" radius="md" variant="outline" color="navy">
          Return to Home
        </Button>
        <Button
          component="a"
          href="/services"
          onClick={go}
          size="md"
          radius="md"
          className={classes.primary}
          rightSection={<IconArrowRight size={17} stroke={2} aria-hidden />}
        >
          Explore More Services
        </Button>
      </div>
    </div>
  );
}

function EmptyCart() {
  const go = useGo();
  return (
    <div className={classes.empty}>
      <span className={classes.emptyIcon} aria-hidden>
        <IconBriefcase size={34} stroke={1.5} />
      </span>
      <h2 className={classes.emptyTitle}>Your portfolio is empty</h2>
      <p className={classes.emptyText}>
        Add the services you are considering to your portfolio, and we will prepare an executive proposal for them.
      </p>
      <Button
        component="a"
        href="/services"
        onClick={go}
        size="md"
        radius="md"
        className={classes.primary}
        rightSection={<IconArrowRight size={17} stroke={2} aria-hidden />}
      >
        Explore Services
      </Button>
    </div>
  );
}

function ProposalForm({ onReceived }: { onReceived: (received: Received) => void }) {
  const { items, resetCart } = useCart();
  const [fields, setFields] = useState<ProposalFields>(emptyProposalFields);
  const [errors, setErrors] = useState<ProposalErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (found: ProposalErrors) => {
    const first = proposalFieldOrder.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const request = trpc.leads.requestProposal.useMutation({
    onSuccess: (data) => {
      resetCart();
      onReceived(data);
    },
    onError: (error) => {
      const fieldErrors = error.data?.zodError?.fieldErrors as Record<string, string[] | undefined> | undefined;
      const found = serverFieldErrors(fieldErrors);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirstError(found);
        showFailure('Please correct the highlighted fields.');
        return;
      }
      const itemsError = fieldErrors?.items?.[0];
      showFailure(itemsError ?? error.message);
    },
  });

  const change = (field: keyof ProposalFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [field]: value }));
    if (field !== 'website') setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const checked = validateProposal(fields, items);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      if (checked.formError && Object.keys(checked.errors).length === 0) showFailure(checked.formError);
      return;
    }
    setErrors({});
    request.mutate(checked.input);
  };

  const input = (field: Exclude<ProposalField, 'message'>, props: { type?: string; autoComplete: string }) => (
    <TextInput
      name={field}
      label={labels[field]}
      withAsterisk
      size="md"
      radius="md"
      value={fields[field]}
      onChange={change(field)}
      error={errors[field]}
      maxLength={field === 'phone' ? 30 : field === 'email' ? 254 : field === 'company' ? 200 : 100}
      {...props}
    />
  );

  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate aria-labelledby="form-title">
      <h2 id="form-title" className={classes.formTitle}>
        Your details
      </h2>
      <p className={classes.formLead}>We use these only to prepare and discuss your proposal.</p>
      <div className={classes.fieldGrid}>
        {input('firstName', { autoComplete: 'given-name' })}
        {input('lastName', { autoComplete: 'family-name' })}
        {input('email', { type: 'email', autoComplete: 'email' })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
        <div className={classes.wide}>{input('company', { autoComplete: 'organization' })}</div>
        <div className={classes.wide}>
          <Textarea
            name="message"
            label={labels.message}
            size="md"
            radius="md"
            rows={5}
            resize="vertical"
            maxLength={5000}
            placeholder="Goals, timing, or anything your advisor should know"
            value={fields.message}
            onChange={change('message')}
            error={errors.message}
          />
        </div>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div className={classes.honeypot} aria-hidden="true">
        <label htmlFor="proposal-website">Website</label>
        <input
          id="proposal-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={fields.website}
          onChange={change('website')}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        radius="md"
        fullWidth
        loading={request.isPending}
        className={classes.primary}
        rightSection={<IconSend size={18} stroke={1.8} aria-hidden />}
      >
        Request Executive Proposal
      </Button>
      <p className={classes.fine}>By submitting you agree to be contacted about this proposal. No payment is taken.</p>
    </form>
  );
}

/** /get-proposal (docs/catalogue-and-cart.md#executive-proposal-request): a cart above $25,000 becomes a proposal request recorded as a lead. */
export function ProposalPage() {
  const { items, ready } = useCart();
  const [received, setReceived] = useState<Received | null>(null);

  let body;
  if (received) body = <Confirmation received={received} />;
  else if (!ready)
    body = (
      <div className={classes.loading}>
        <Loader color="navy" aria-label="Loading your portfolio" />
      </div>
    );
  else if (items.length === 0) body = <EmptyCart />;
  else
    body = (
      <div className={classes.layout}>
        <Summary />
        <ProposalForm onReceived={setReceived} />
      </div>
    );

  return (
    <>
      <PageHeader />
      <Container size="lg" className={classes.main}>
        {body}
      </Container>
    </>
  );
}
