import type { Config } from '../../config.ts';
import { rawQuery } from '../../../test/database.ts';
import { encryptSsn } from '../payments/ssn-cipher.ts';

/**
 * Records of every work-queue kind, written straight to the database as the features' own code would have left
 * them, for the work-queue tests: three per kind (A, B, C) with known names, phones, business names, dates and
 * statuses, A's person accented ("Zoë Ångström"), A's business "Café Ölmühle", A's order referenced by A's
 * formations, subscription and intake.
 */

export const PEOPLE = {
  A: { name: 'Zoë Ångström', first: 'Zoë', last: 'Ångström', email: 'zoe.angstrom@example.com', phone: '2125550142', business: 'Café Ölmühle' },
  B: { name: 'Ben Adams', first: 'Ben', last: 'Adams', email: 'ben@example.com', phone: '3125550177', business: 'Adams Hardware' },
  C: { name: 'Carla Diaz', first: 'Carla', last: 'Diaz', email: 'carla@example.com', phone: '4155550199', business: 'Diaz Bakery' },
} as const;
export type Person = keyof typeof PEOPLE;

/** Created on these days (New York noon, so the day is the same in UTC). */
export const CREATED: Record<Person, string> = { A: '2026-03-02', B: '2026-03-10', C: '2026-04-01' };
const at = (day: string) => `${day}T16:00:00Z`;

export interface Seeded {
  ids: Record<string, Record<Person, string>>;
  orderNumbers: Record<Person, number>;
}

export async function seedQueues(databaseUrl: string, config: Config): Promise<Seeded> {
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
  const ids: Seeded['ids'] = {};
  const persons: Person[] = ['A', 'B', 'C'];
  const one = async (kind: string, person: Person, text: string, params: unknown[]) => {
    const [row] = await sql<{ id: string }>(`${text} returning id`, params);
    (ids[kind] ??= {} as Record<Person, string>)[person] = row!.id;
  };

  // Orders: A paid (simulated), B fulfilled (simulated), C pending.
  const orderStatus: Record<Person, string> = { A: 'paid', B: 'fulfilled', C: 'pending' };
  const orderNumbers = {} as Record<Person, number>;
  for (const p of persons) {
    const who = PEOPLE[p];
    const [row] = await sql<{ id: string; number: string }>(
      `insert into customer_order (id, kind, product_id, description, status, provider, subtotal_cents, total_cents, lines, email, name, phone, business_name, paid_at, created_at, updated_at)
       values (gen_random_uuid(), 'entity', 'llc-formation', 'LLC formation in Delaware', $1, 'simulated', $2, $2, '[{"title":"LLC formation","quantity":1,"unitCents":49900,"lineCents":49900}]', $3, $4, $5, $6, $7, $8, $8)
       returning id, number`,
      [
        orderStatus[p],
        49900,
        who.email,
        who.name,
        `(${who.phone.slice(0, 3)}) ${who.phone.slice(3, 6)}-${who.phone.slice(6)}`,
        who.business,
        orderStatus[p] === 'pending' ? null : at(CREATED[p]),
        at(CREATED[p]),
      ],
    );
    (ids.order ??= {} as Record<Person, string>)[p] = row!.id;
    orderNumbers[p] = Number(row!.number);
  }
  const orderOf = (p: Person) => (p === 'A' ? ids.order!.A : null);

  const leadStatus: Record<Person, string> = { A: 'new', B: 'contacted', C: 'new' };
  const formationStatus: Record<Person, string> = { A: 'received', B: 'in_progress', C: 'received' };
  for (const p of persons) {
    const who = PEOPLE[p];
    const created = at(CREATED[p]);
    await one(
      'lead',
      p,
      `insert into lead (id, kind, first_name, last_name, email, phone, company, message, status, created_at)
       values (gen_random_uuid(), 'contact', $1, $2, $3, $4, $5, 'Hello', $6, $7)`,
      [who.first, who.last, who.email, who.phone, who.business, leadStatus[p], created],
    );
    await one(
      'quiz-result',
      p,
      `insert into quiz_result (id, name, email, phone, overall_score, score_level, category_scores, answers, status, created_at)
       values (gen_random_uuid(), $1, $2, $3, 72, 'Good', '[{"name":"Finance","score":7,"maxScore":10,"percentage":70}]', '{"q1":3}', $4, $5)`,
      [who.name, who.email, who.phone, leadStatus[p], created],
    );
    await one(
      'business-formation',
      p,
      `insert into business_formation (id, order_id, plan_id, business_name, business_type, state_of_formation, responsible_party_name, responsible_party_email, ssn_encrypted, ssn_last4, details, status, created_at)
       values (gen_random_uuid(), $1, 'professional-plan', $2, 'llc', 'DE', $3, $4, $5, '6789', '{"members":1}', $6, $7)`,
      [orderOf(p), who.business, who.name, who.email, encryptSsn(config, '123-45-6789'), formationStatus[p], created],
    );
    await one(
      'entity-formation',
      p,
      `insert into entity_formation (id, order_id, business_name, contact_name, email, phone, entity_type, state, price_cents, status, created_at)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, 'llc', 'DE', 49900, $6, $7)`,
      [orderOf(p), who.business, who.name, who.email, who.phone, formationStatus[p], created],
    );
    await one(
      'business-intake',
      p,
      `insert into business_intake (id, plan_type, order_id, business_name, business_type, state_of_formation, responsible_party_name, responsible_party_email, responsible_party_phone, status, created_at)
       values (gen_random_uuid(), 'professional', $1, $2, 'llc', 'DE', $3, $4, $5, $6, $7)`,
      [orderOf(p), who.business, who.name, who.email, who.phone, p === 'B' ? 'reviewed' : 'new', created],
    );
    await one(
      'subscription',
      p,
      `insert into subscription (id, order_id, plan_kind, plan_id, plan_name, email, name, amount_cents, provider_subscription_id, status, created_at)
       values (gen_random_uuid(), $1, 'plan', 'professional-plan', 'Professional Plan', $2, $3, 29900, $4, $5, $6)`,
      [orderOf(p), who.email, who.name, p === 'B' ? 'sub_live_123' : `sub_sim_${p}`, p === 'B' ? 'past_due' : 'active', created],
    );
    // Appointments a week apart from a month ahead, so they are upcoming whatever today is.
    const offset = { A: 30, B: 37, C: 44 }[p];
    await one(
      'appointment',
      p,
      `insert into appointment (id, client_name, client_email, client_phone, appointment_type, starts_at, ends_at, time_zone, status, created_at)
       values (gen_random_uuid(), $1, $2, $3, 'consultation', date_trunc('hour', now()) + make_interval(days => $4),
               date_trunc('hour', now()) + make_interval(days => $4, mins => 30), 'America/New_York', $5, $6)`,
      [
        who.name,
        who.email,
        `(${who.phone.slice(0, 3)}) ${who.phone.slice(3, 6)}-${who.phone.slice(6)}`,
        offset,
        p === 'B' ? 'confirmed' : 'scheduled',
        created,
      ],
    );
    await one('chat', p, `insert into chat_conversation (id, user_name, user_email, created_at, last_message_at) values (gen_random_uuid(), $1, $2, $3, $3)`, [
      who.name,
      who.email,
      created,
    ]);
    // A and C wrote last (waiting for us); B was answered.
    await sql(`insert into chat_message (conversation_id, sender, sender_name, text, created_at) values ($1, 'user', $2, 'Hi there', $3)`, [
      ids.chat![p],
      who.name,
      created,
    ]);
    if (p === 'B') {
      await sql(
        `insert into chat_message (conversation_id, sender, sender_name, text, created_at) values ($1, 'support', 'Demo Administrator', 'Hello Ben', $2)`,
        [ids.chat![p], created],
      );
    }
  }
  return { ids, orderNumbers };
}
