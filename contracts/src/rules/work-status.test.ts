import { describe, expect, it } from 'vitest';
import { workKinds, workStatuses, type WorkKind, type WorkStatus } from '../schemas/work-queues.ts';
import { allowedMoves, moveRefusal } from './work-status.ts';

describe('allowedMoves (docs/admin.md#status-workflows)', () => {
  it('a lead and a quiz result: new → contacted → qualified → won | lost, lost from any open status', () => {
    for (const kind of ['lead', 'quiz-result'] as const) {
      expect(allowedMoves(kind, 'new')).toEqual(['contacted', 'lost']);
      expect(allowedMoves(kind, 'contacted')).toEqual(['qualified', 'lost']);
      expect(allowedMoves(kind, 'qualified')).toEqual(['won', 'lost']);
      expect(allowedMoves(kind, 'won')).toEqual([]);
      expect(allowedMoves(kind, 'lost')).toEqual([]);
    }
  });

  it('a business or entity formation: received → in progress → filed → completed, cancelled from any open status', () => {
    for (const kind of ['business-formation', 'entity-formation'] as const) {
      expect(allowedMoves(kind, 'received')).toEqual(['in_progress', 'cancelled']);
      expect(allowedMoves(kind, 'in_progress')).toEqual(['filed', 'cancelled']);
      expect(allowedMoves(kind, 'filed')).toEqual(['completed', 'cancelled']);
      expect(allowedMoves(kind, 'completed')).toEqual([]);
      expect(allowedMoves(kind, 'cancelled')).toEqual([]);
    }
  });

  it('an intake: new → reviewed', () => {
    expect(allowedMoves('business-intake', 'new')).toEqual(['reviewed']);
    expect(allowedMoves('business-intake', 'reviewed')).toEqual([]);
  });

  it('an order: staff fulfil a paid order; they mark a refund only for simulated payments (Stripe reports its own)', () => {
    expect(allowedMoves('order', 'paid', { provider: 'stripe' })).toEqual(['fulfilled']);
    expect(allowedMoves('order', 'paid', { provider: 'simulated' })).toEqual(['fulfilled', 'refunded']);
    expect(allowedMoves('order', 'fulfilled', { provider: 'simulated' })).toEqual(['refunded']);
    expect(allowedMoves('order', 'fulfilled', { provider: 'stripe' })).toEqual([]);
    for (const status of ['pending', 'failed', 'refunded', 'canceled'] as const) expect(allowedMoves('order', status, { provider: 'simulated' })).toEqual([]);
  });

  it('a subscription: staff cancel only simulated ones; Stripe moves its own', () => {
    expect(allowedMoves('subscription', 'active', { provider: 'simulated' })).toEqual(['cancelled']);
    expect(allowedMoves('subscription', 'past_due', { provider: 'simulated' })).toEqual(['cancelled']);
    expect(allowedMoves('subscription', 'active', { provider: 'stripe' })).toEqual([]);
    expect(allowedMoves('subscription', 'cancelled', { provider: 'simulated' })).toEqual([]);
  });

  it('an appointment keeps its past/not-past rule, with no-show beside completed once past', () => {
    expect(allowedMoves('appointment', 'scheduled', { isPast: false })).toEqual(['confirmed', 'cancelled']);
    expect(allowedMoves('appointment', 'confirmed', { isPast: true })).toEqual(['completed', 'no_show']);
    expect(allowedMoves('appointment', 'no_show', { isPast: true })).toEqual([]);
  });

  it('a chat conversation has no staff moves', () => {
    expect(allowedMoves('chat', 'waiting')).toEqual([]);
  });

  it('no kind ever offers a move to its own status or to a status it does not have', () => {
    for (const kind of workKinds) {
      const statuses = workStatuses[kind] as readonly WorkStatus<WorkKind>[];
      for (const status of statuses) {
        for (const context of [
          { provider: 'simulated' as const, isPast: true },
          { provider: 'stripe' as const, isPast: false },
        ]) {
          const moves = allowedMoves(kind, status, context);
          expect(moves, `${kind} ${status}`).not.toContain(status);
          for (const move of moves) expect(statuses, `${kind} ${status} → ${move}`).toContain(move);
        }
      }
    }
  });
});

describe('moveRefusal: the sentence of a refused move names the allowed ones', () => {
  it('is null for an allowed move', () => {
    expect(moveRefusal('lead', 'new', 'contacted')).toBeNull();
  });

  it('names the record, both statuses and what is allowed', () => {
    expect(moveRefusal('lead', 'new', 'won')).toBe('A lead that is new cannot become won (allowed: contacted, lost).');
    expect(moveRefusal('entity-formation', 'received', 'filed')).toBe(
      'An entity formation that is received cannot become filed (allowed: in progress, cancelled).',
    );
    expect(moveRefusal('business-intake', 'reviewed', 'new')).toBe('A business intake that is reviewed cannot become new.');
  });

  it('keeps the appointment sentence of before, "and past" included', () => {
    expect(moveRefusal('appointment', 'confirmed', 'confirmed', { isPast: true })).toBe(
      'An appointment that is confirmed and past cannot become confirmed (allowed: completed, no-show).',
    );
  });

  it('says where a payment move belongs', () => {
    expect(moveRefusal('order', 'paid', 'refunded', { provider: 'stripe' })).toBe(
      'An order that is paid cannot become refunded (allowed: fulfilled). Refund the payment in Stripe: the order becomes refunded when Stripe reports the refund.',
    );
    expect(moveRefusal('order', 'pending', 'paid', { provider: 'simulated' })).toBe(
      'An order that is pending cannot become paid. Only payments make an order pending, payment failed, paid, failed or replaced.',
    );
    expect(moveRefusal('subscription', 'active', 'cancelled', { provider: 'stripe' })).toBe(
      'A subscription that is active cannot become cancelled. Cancel the subscription in Stripe: it becomes cancelled when Stripe reports it.',
    );
  });
});
