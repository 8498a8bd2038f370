import type { OutputOf } from './trpc-msw.ts';

/** portal.dashboard for a confirmed client with no records yet (Casey Client, casey@example.com). */
export const emptyPortalDashboard: OutputOf<'portal.dashboard'> = {
  account: { name: 'Casey Client', email: 'casey@example.com', companyName: 'Casey Co', phone: null },
  emailVerified: true,
  orders: [],
  formations: [],
  subscriptions: [],
  intakes: [],
  appointments: [],
};
