import { formatPhone } from '@elite/contracts/schemas/formation-fields';
import { CLIENT_TIMELINE_MAX, type ClientTimeline, type TimelineEntry } from '@elite/contracts/schemas/clients';
import type { RequestContext } from '../../trpc/context.ts';
import { clientAccountByEmail } from '../accounts/accounts.service.ts';
import { mailsOfRecords } from '../conversations/conversations.service.ts';
import { documentsOfRecords } from '../documents/documents.service.ts';
import { contactChangesOf } from '../work-queues/audit.service.ts';
import { clientRecords } from '../work-queues/work-queues.service.ts';

/** The contact changes shown: a client who edits their card daily still shows a page, not a log. */
const CONTACT_CHANGES_MAX = 50;

/** Mails as one line: who wrote which way, and the subject; a mail held or discarded says so in its status. */
const MAIL_TITLES = { out: 'E-mail to the client', in: 'E-mail from the client' } as const;

/** A phone as people read it: ten digits as (XXX) XXX-XXXX, anything else as it was typed. */
const phoneShown = (phone: string) => (phone.replace(/\D/g, '').length === 10 ? formatPhone(phone) : phone.trim());

/** Distinct values, the first sighting of each kept: the newest, as the sightings come newest first. */
function distinct(values: Iterable<string>, key: (value: string) => string = (v) => v.toLowerCase()): string[] {
  const seen = new Map<string, string>();
  for (const value of values) if (value.trim() && !seen.has(key(value))) seen.set(key(value), value.trim());
  return [...seen.values()];
}

/**
 * admin.clients.timeline (docs/admin.md#one-client): one person known by their e-mail (already normalised by the
 * input's schema), across every record kind. Bounded reads: one query per kind on its lower(email) index and the
 * account (together), then the mails and documents of those records and the account's contact changes (together).
 * Each source reads at most one more than the cap, so the newest CLIENT_TIMELINE_MAX of their union are the true
 * newest and `more` is exact.
 */
export async function clientTimeline(ctx: Pick<RequestContext, 'em'>, email: string): Promise<ClientTimeline> {
  const em = ctx.em.fork();
  const limit = CLIENT_TIMELINE_MAX + 1;
  const [records, account] = await Promise.all([clientRecords(em.fork(), email, limit), clientAccountByEmail(em.fork(), email)]);
  const refs = records.map((r) => ({ kind: r.kind, id: r.id }));
  const [mails, documents, contactChanges] = await Promise.all([
    mailsOfRecords(em.fork(), refs, limit),
    documentsOfRecords(em.fork(), refs, limit),
    account ? contactChangesOf(em.fork(), account.id, CONTACT_CHANGES_MAX) : [],
  ]);

  const entries: (TimelineEntry & { sortAt: number })[] = [
    ...records.map((r) => ({ kind: r.kind, id: r.id, at: r.createdAt, title: r.title, status: r.status, record: { kind: r.kind, id: r.id } })),
    ...mails.map((m) => ({ kind: 'mail' as const, id: m.id, at: m.at, title: `${MAIL_TITLES[m.direction]}: ${m.subject}`, status: m.state, record: m.record })),
    ...documents.map((d) => ({ kind: 'document' as const, id: d.id, at: d.at, title: `Document: ${d.fileName}`, status: null, record: d.record })),
  ].map(({ at, ...e }) => ({ ...e, at: at.toISOString(), sortAt: at.getTime() }));
  entries.sort((a, b) => b.sortAt - a.sortAt || b.id.localeCompare(a.id));

  // Names and phones, the most recently seen first: the account's card counts as seen when it last changed.
  const cardSeen = account ? new Date(contactChanges[0]?.at ?? account.createdAt).getTime() : 0;
  const sightings = [
    ...records.map((r) => ({ at: r.createdAt.getTime(), name: r.name, phone: r.phone })),
    ...(account ? [{ at: cardSeen, name: account.name, phone: account.phone ?? null }] : []),
  ].sort((a, b) => b.at - a.at);

  return {
    email,
    names: distinct(sightings.map((s) => s.name)),
    phones: distinct(
      sightings.flatMap((s) => (s.phone?.trim() ? [phoneShown(s.phone)] : [])),
      (p) => p.replace(/\D/g, '') || p,
    ),
    account: account
      ? {
          id: account.id,
          name: account.name,
          createdAt: account.createdAt.toISOString(),
          confirmedAt: account.emailVerifiedAt?.toISOString() ?? null,
          disabledAt: account.disabledAt?.toISOString() ?? null,
        }
      : null,
    contactChanges,
    entries: entries.slice(0, CLIENT_TIMELINE_MAX).map(({ sortAt: _sortAt, ...e }) => e),
    more: entries.length > CLIENT_TIMELINE_MAX,
  };
}
