/**
 * What the typed tRPC mocks refuse, checked by `npm run typecheck` (tsc covers web/test; nothing here runs).
 * Each `@ts-expect-error` must meet an error: if the mocks lost their types, tsc would fail on the directive.
 */
import { fail, mockTrpc, ok, type OutputOf, type TrpcAnswer } from './trpc-msw.ts';

function refused() {
  mockTrpc({
    // @ts-expect-error: a path the router does not have
    'payments.confg': () => ok({ mode: 'simulated', publishableKey: null }),
  });
  mockTrpc({
    // @ts-expect-error: an answer missing a field of the procedure's output
    'payments.config': () => ok({ mode: 'simulated' }),
  });
  mockTrpc({
    // @ts-expect-error: an answer with a field the procedure does not give
    'payments.config': () => ok({ mode: 'simulated', publishableKey: null, secretKey: 'sk_live' }),
  });
  mockTrpc({
    // @ts-expect-error: a value the procedure cannot answer ('simulated' or 'stripe')
    'payments.config': () => ok({ mode: 'paypal', publishableKey: null }),
  });
  mockTrpc({
    'payments.order': (input) => {
      // @ts-expect-error: the input is { orderId }, as payments.order's schema says
      void input.id;
      return fail('NOT_FOUND', 'No such order.');
    },
  });
  // Made outside a handler, an answer has no procedure to be checked against until it names one.
  const bare = ok({ mode: 'stripe', publishableKey: 'pk_test' });
  mockTrpc({
    // @ts-expect-error: `bare` is a TrpcAnswer<unknown>
    'payments.config': () => bare,
  });
  const named: TrpcAnswer<OutputOf<'payments.config'>> = ok({ mode: 'stripe', publishableKey: 'pk_test' });
  const typed = ok<OutputOf<'payments.config'>>({ mode: 'stripe', publishableKey: 'pk_test' });
  mockTrpc({ 'payments.config': () => named, 'system.health': () => fail('INTERNAL_SERVER_ERROR', 'down') });
  mockTrpc({ 'payments.config': () => typed });
}

void refused;
