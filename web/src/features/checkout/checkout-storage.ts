import { useEffect } from 'react';

/**
 * What a checkout keeps in this tab's session storage (docs/payments.md, "Nothing typed is lost"): the visitor's
 * typed details (never the SSN: a checkout's `omit` leaves it out), the checkout key that lets the server give the
 * same order back after a reload, the order the card step belongs to, and, once it is paid, that order
 * (docs/payments.md#paid-checkouts). Session storage ends with the tab.
 */
export type CheckoutName = 'entity' | 'plan' | 'simple' | 'cart';

const key = (name: CheckoutName, part: 'draft' | 'flow') => `elite.checkout.${name}.${part}`;

function read(storageKey: string): unknown {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(storageKey: string, value: unknown): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(value));
  } catch {
    // Storage full or switched off: the checkout still works, it just forgets on reload.
  }
}

/** A stored draft laid over the initial values: only the keys the form knows, with the types it expects. */
function restoreDraft<T extends Record<string, unknown>>(initial: T, stored: unknown): T {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return initial;
  const out: Record<string, unknown> = { ...initial };
  for (const [field, value] of Object.entries(stored)) {
    const expected = initial[field];
    if (!(field in initial) || value === null || value === undefined) continue;
    if (Array.isArray(expected) ? Array.isArray(value) : typeof value === typeof expected) out[field] = value;
  }
  return out as T;
}

/** The values a checkout form starts with: what this tab stored for it, laid over the empty form. */
export function loadDraft<T extends Record<string, unknown>>(name: CheckoutName, initial: T): T {
  return restoreDraft(initial, read(key(name, 'draft')));
}

/**
 * Keeps a checkout form's values in session storage as they are typed (this tab only). `omit` (a constant: the
 * SSN) names fields never written down.
 */
export function useSaveDraft<T extends Record<string, unknown>>(name: CheckoutName, values: T, omit: readonly (keyof T)[] = NOTHING, enabled = true): void {
  useEffect(() => {
    if (enabled) write(key(name, 'draft'), Object.fromEntries(Object.entries(values).filter(([field]) => !omit.includes(field))));
  }, [name, values, omit, enabled]);
}
const NOTHING: readonly never[] = [];

/** The paid order of a checkout: what its page shows instead of the card form, until the visitor starts a new order. */
export interface PaidCheckout {
  orderId: string;
  reference: string;
  /** 'Professional plan (monthly)'. */
  description: string;
  /** Its confirmation page. */
  href: string;
}

/**
 * Where one checkout stands: its key, its latest order, what that order sells (`product`: the page's plan, retainer
 * or entity and state), whether the visitor was on its card step, and its paid order once paid.
 */
export interface CheckoutFlow {
  checkoutKey: string;
  orderId: string | null;
  product: string | null;
  onCardStep: boolean;
  paid: PaidCheckout | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readPaid(stored: unknown): PaidCheckout | null {
  if (!stored || typeof stored !== 'object') return null;
  const { orderId, reference, description, href } = stored as Record<string, unknown>;
  const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
  // Only a link of this site: the stored href goes into the page.
  const ownPath = text(href) && href.startsWith('/') && !href.startsWith('//');
  return text(orderId) && UUID.test(orderId) && text(reference) && text(description) && ownPath ? { orderId, reference, description, href } : null;
}

/**
 * Whether this tab kept anything of a checkout that its page shows: typed details other than the empty form, an
 * order on its card step, or a paid order. A page rendered on the server hydrates without them and, if so, is
 * rendered again with them once live (`useTabCheckout`).
 */
export function keptCheckout(name: CheckoutName, empty: Record<string, unknown>): boolean {
  const flow = read(key(name, 'flow')) as Partial<CheckoutFlow> | null;
  if (flow?.orderId || flow?.paid) return true;
  const draft = read(key(name, 'draft'));
  return draft !== null && JSON.stringify(restoreDraft(empty, draft)) !== JSON.stringify(empty);
}

/** A checkout that has not started: what the server renders, and the page hydrates with. */
export function freshFlow(): CheckoutFlow {
  return { checkoutKey: crypto.randomUUID(), orderId: null, product: null, onCardStep: false, paid: null };
}

export function readFlow(name: CheckoutName): CheckoutFlow {
  const stored = read(key(name, 'flow')) as Partial<CheckoutFlow> | null;
  const checkoutKey = typeof stored?.checkoutKey === 'string' && UUID.test(stored.checkoutKey) ? stored.checkoutKey : crypto.randomUUID();
  const orderId = typeof stored?.orderId === 'string' && UUID.test(stored.orderId) ? stored.orderId : null;
  const product = typeof stored?.product === 'string' ? stored.product : null;
  const paid = readPaid(stored?.paid);
  const flow = { checkoutKey, orderId, product, onCardStep: !paid && orderId !== null && stored?.onCardStep === true, paid };
  write(key(name, 'flow'), flow);
  return flow;
}

export function writeFlow(name: CheckoutName, flow: CheckoutFlow): void {
  write(key(name, 'flow'), flow);
}

/**
 * A paid order: the checkout keeps its key and that order (Back or the checkout's address shows the order is paid,
 * and the server refuses the key another payment), and forgets what was typed.
 */
export function rememberPaid(name: CheckoutName, paid: PaidCheckout): void {
  writeFlow(name, { ...readFlow(name), orderId: paid.orderId, onCardStep: false, paid });
  try {
    sessionStorage.removeItem(key(name, 'draft'));
  } catch {
    // nothing to forget
  }
}

/** "Start a new order": the next checkout in this tab starts afresh (a new key, empty forms). */
export function forgetCheckout(name: CheckoutName): void {
  try {
    sessionStorage.removeItem(key(name, 'draft'));
    sessionStorage.removeItem(key(name, 'flow'));
  } catch {
    // nothing to forget
  }
}
