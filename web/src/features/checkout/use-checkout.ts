import { MISSING_INFORMATION } from '@elite/contracts/schemas/form-messages';
import type { CheckoutStarted, OrderSummary } from '@elite/contracts/schemas/payments';
import { useForm } from '@mantine/form';
import type { ZodType } from 'zod';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useAdoptTypedValues } from '../../lib/early-input.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useWhenLoaded, type LazySchema } from '../../lib/lazy-schema.ts';
import { useLatest } from '../../lib/use-latest.ts';
import { showToast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorCode } from '../../lib/error-code.ts';
import { serverFieldErrors, serverMessage } from '../accounts/session.ts';
import { preloadPayStep } from './PayStepOnDemand.tsx';
import {
  forgetCheckout,
  freshFlow,
  keptCheckout,
  loadDraft,
  readFlow,
  rememberPaid,
  useSaveDraft,
  writeFlow,
  type CheckoutName,
  type PaidCheckout,
} from './checkout-storage.ts';

/** Why the card step could not start: the server's sentence, and each field's message to show on its field. */
export interface CheckoutProblem {
  message: string;
  fieldErrors: Record<string, string>;
  /** The server says an earlier payment of this checkout already went through: the order to show instead. */
  paidOrderId: string | null;
}

const UNREACHABLE = 'We could not reach our server. Please check your connection and try again. Nothing was charged.';

function problemOf(error: unknown, storedOrderId: string | null): CheckoutProblem {
  const fieldErrors = serverFieldErrors(error);
  const count = Object.keys(fieldErrors).length;
  const message =
    count > 0
      ? `Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below. Nothing was charged.`
      : (serverMessage(error) ?? (errorCode(error) ? 'Something went wrong on our side. Please try again in a moment. Nothing was charged.' : UNREACHABLE));
  return { message, fieldErrors, paidOrderId: errorCode(error) === 'CONFLICT' ? storedOrderId : null };
}

/**
 * Whether a checkout page may read what this tab kept for it (session storage, which the server cannot see): not
 * while it hydrates the server's HTML (docs/decisions/0058-visit-pages-rendered-per-request.md). `key` changes once,
 * when the page goes live and the tab kept something: the page is rendered again from it (a reload mid-checkout);
 * otherwise the hydrated page stays, with whatever was typed before it was live.
 */
export function useTabCheckout(name: CheckoutName, empty: Record<string, unknown>): { fromTab: boolean; key: 'page' | 'kept' } {
  const hydrated = useHydrated();
  const [kept, setKept] = useState<boolean | null>(null);
  // Decided once, before the page writes its own draft (React's way of deriving state from a change during render).
  if (hydrated && kept === null) setKept(keptCheckout(name, empty));
  return { fromTab: hydrated && kept !== null, key: kept ? 'kept' : 'page' };
}

/** Simulated or Stripe, and Stripe's publishable key: read once per visit. */
export function usePaymentConfig() {
  return trpc.payments.config.useQuery();
}

/**
 * One checkout's way from its details step to its card step and back (docs/payments.md, "Checkout pages"). The
 * details step calls `start` with the page's own typed procedure; the server answers the stored order and its
 * payment, or why not (shown on the page, never a redirect). The card step survives a reload: the tab's checkout
 * key resumes the same order, but only on the page of the product that order sells: a card step left for another
 * plan (or entity, or state) is never shown under this page's name and price. Once its order is paid (`paid`, or a
 * resumed order the provider says is paid) the checkout is done: Back or its address shows that order with a link
 * to its confirmation instead of a card form, until `startNew` starts a new order with a new key; the page of
 * another product starts a new checkout by itself (docs/payments.md#paid-checkouts).
 */
export function useCheckout(
  name: CheckoutName,
  { product, successHref, fromTab = true }: { product: string; successHref: (order: OrderSummary) => string; fromTab?: boolean },
) {
  const [flow, setFlow] = useState(() => {
    // Hydrating the server's HTML: the checkout as the server rendered it; the tab's own comes once live (useTabCheckout).
    if (!fromTab) return freshFlow();
    const stored = readFlow(name);
    // The page of another product after a paid order is a new checkout: only that order's own page says it is paid.
    if (stored.paid && stored.product !== product) {
      forgetCheckout(name);
      return readFlow(name);
    }
    return stored.product === product ? stored : { ...stored, onCardStep: false };
  });
  const [started, setStarted] = useState<CheckoutStarted | null>(null);
  const [stage, setStage] = useState<'details' | 'payment' | 'paid'>(flow.paid ? 'paid' : flow.onCardStep ? 'payment' : 'details');
  const [paidOrder, setPaidOrder] = useState<PaidCheckout | null>(flow.paid);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const resume = trpc.payments.resumeCheckout.useMutation();
  const hrefOf = useLatest(successHref);

  const markPaid = useCallback(
    (order: OrderSummary) => {
      const paid = { orderId: order.id, reference: order.reference, description: order.description, href: hrefOf.current(order) };
      rememberPaid(name, paid);
      setPaidOrder(paid);
      setStarted(null);
      setStage('paid');
    },
    [name, hrefOf],
  );

  // After a reload on the card step: the same order and payment again, or the order as it now is.
  const resumeOrder = resume.mutateAsync;
  useEffect(() => {
    if (!flow.onCardStep || !flow.orderId) return;
    const toDetails = () => {
      writeFlow(name, { ...flow, onCardStep: false });
      setStage('details');
    };
    resumeOrder({ orderId: flow.orderId, checkoutKey: flow.checkoutKey }).then((answer) => {
      if (answer.clientSecret !== null) return setStarted(answer);
      if (answer.order.status === 'paid') return markPaid(answer.order);
      toDetails();
    }, toDetails);
  }, [flow, name, resumeOrder, markPaid]);

  // A page the browser restores from its back-forward cache runs no code again: it reads the tab's checkout anew, so
  // a card form left behind by a payment that redirected (Stripe's) gives way to the paid order.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      const paid = event.persisted ? readFlow(name).paid : null;
      if (!paid) return;
      setPaidOrder(paid);
      setStarted(null);
      setStage('paid');
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [name]);

  /** Moves to the card step with the order the server stored for these details. */
  async function start(call: (checkoutKey: string) => Promise<CheckoutStarted>): Promise<boolean> {
    // The card step's code comes while the server stores the order.
    preloadPayStep();
    setProblem(null);
    setStage('payment');
    setStarted(null);
    try {
      const answer = await call(flow.checkoutKey);
      writeFlow(name, { ...flow, orderId: answer.orderId, product, onCardStep: true });
      setStarted(answer);
      return true;
    } catch (error) {
      console.warn('The checkout could not start', error);
      setProblem(problemOf(error, readFlow(name).orderId));
      setStage('details');
      return false;
    }
  }

  /** Back from the card step to the details, everything typed still there; the order waits, unpaid. */
  function back() {
    writeFlow(name, { ...readFlow(name), onCardStep: false });
    setStarted(null);
    setStage('details');
  }

  /** "Start a new order" after a paid one: a new checkout key, so the server takes a new payment. */
  function startNew() {
    forgetCheckout(name);
    setFlow(readFlow(name));
    setPaidOrder(null);
    setProblem(null);
    setStage('details');
  }

  return { checkoutKey: flow.checkoutKey, stage, started, problem, paidOrder, start, back, paid: markPaid, startNew, resuming: resume.isPending };
}

/**
 * A details form refused in the browser (the same schema the server uses): the documented 'Missing Information' toast
 * when something required is empty, and the focus on the first field that needs work (each shows its message).
 */
function refuseDetails(values: Record<string, unknown>, errors: Record<string, unknown>): void {
  if (Object.values(values).some((v) => typeof v === 'string' && v.trim() === ''))
    showToast({ title: 'Missing Information', message: MISSING_INFORMATION, color: 'red' });
  const first = Object.keys(errors)[0];
  if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/** Said when a form's checks could not be fetched (offline, or a deploy replaced them): nothing was sent. */
export const CHECKS_UNAVAILABLE = 'We could not load the form. Please check your connection and try again. Nothing was charged.';

/**
 * A checkout's details form (@mantine/form over the contracts schema the server checks too): it starts from what
 * this tab stored, keeps every change there, and shows the server's own field messages on their fields. The schema
 * (and zod) comes on the form's first focus, not with the page (docs/decisions/0029-forms-on-mantine-form.md,
 * "Bundles"); Continue waits for it, then checks everything. `formProps(onValid)` goes on the <form>.
 */
export function useDetailsForm<T extends Record<string, string>>(
  name: CheckoutName,
  schema: LazySchema<ZodType>,
  empty: T,
  problem: CheckoutProblem | null,
  fromTab = true,
) {
  const [initialValues] = useState(() => (fromTab ? loadDraft(name, empty) : empty));
  const form = useForm<T>({ initialValues, validate: schema.validateIfLoaded, validateInputOnBlur: true });
  useSaveDraft(name, form.values, undefined, fromTab);
  const { setErrors } = form;
  // What the visitor typed into the server's HTML before the page was live is still in its fields: the form takes it
  // (lib/early-input.ts, docs/decisions/0058-visit-pages-rendered-per-request.md).
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, form);
  const fieldErrors = problem?.fieldErrors;
  useEffect(() => {
    if (fieldErrors) setErrors(fieldErrors);
  }, [fieldErrors, setErrors]);
  const whenLoaded = useWhenLoaded(schema);
  const formProps = (onValid: (values: T) => void) => ({
    ref: formRef,
    noValidate: true,
    onFocus: () => void schema.load().catch(() => undefined),
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      whenLoaded(
        () => form.onSubmit(onValid, (errors) => refuseDetails(form.values, errors))(),
        () => showToast({ title: 'Something went wrong', message: CHECKS_UNAVAILABLE, color: 'red' }),
      );
    },
  });
  return { form, formProps };
}
