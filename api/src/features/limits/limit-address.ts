import { isIPv6 } from 'node:net';
import { ServiceError } from '../../http/service-error.ts';
import type { RequestContext } from '../../trpc/context.ts';
import { hitLimit, waitText, type Limit } from './rate-limit.service.ts';

/**
 * The address a per-address limit counts (docs/input-limits.md#per-address-limits): an IPv4 address as it is; an
 * IPv6 address by its /64, because one subscriber (a home, a phone, a rented server) gets a whole /64 and can
 * send each request from a new address in it; an IPv4-mapped IPv6 address (`::ffff:192.0.2.7`, how a dual-stack
 * socket shows an IPv4 caller) as that IPv4 address. Anything else (`unknown`) is left as it is.
 */
export function limitAddress(address: string): string {
  // The common case first, without parsing: an IPv4 address (or `unknown`) has no colon.
  if (!address.includes(':')) return address;
  const bare = address.split('%')[0]!.toLowerCase();
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((+dotted[1]! << 8) | +dotted[2]!).toString(16)}:${((+dotted[3]! << 8) | +dotted[4]!).toString(16)}`
    : address;
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const first = parse(head);
  const last = parse(tail);
  return tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * The key of a per-address limit: `<scope>:ip:<limitAddress>`. Every per-address limit builds its key here, so
 * none can count IPv6 callers one address at a time (a test keeps raw addresses out of keys).
 */
export function addressKey(scope: string, address: string): string {
  return `${scope}:ip:${limitAddress(address)}`;
}

/**
 * Counts one hit of a per-address limit for this request's caller; over the limit, refuses the call with 429,
 * Retry-After, and `refusal` given how long to wait ("15 minutes").
 */
export async function hitAddressLimit(
  ctx: Pick<RequestContext, 'db' | 'clientIp'>,
  scope: string,
  limit: Limit,
  refusal: (wait: string) => string,
): Promise<void> {
  // The pool: the hit is one statement of its own, and a fork of the entity manager would be made for it alone.
  const state = await hitLimit(ctx.db, addressKey(scope, ctx.clientIp), limit);
  if (!state.allowed) throw new ServiceError(429, refusal(waitText(state.retryAfterSeconds)), state.retryAfterSeconds);
}
