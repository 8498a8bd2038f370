import { createFileRoute } from '@tanstack/react-router';
import { CancelAppointmentPage } from '../../../features/scheduling/CancelAppointmentPage.tsx';
import { searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';

const cancelSearch = (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token, { maxLength: 100 }) });

export const Route = createFileRoute('/_marketing/_data/cancel-appointment')({
  staticData: { prerender: false },
  validateSearch: cancelSearch,
  head: () =>
    pageHead({
      title: 'Cancel Your Appointment',
      description: 'Cancel an appointment booked with Elite Business Advisory.',
      path: '/cancel-appointment',
    }),
  component: CancelRoute,
});

function CancelRoute() {
  const { token } = Route.useSearch();
  return <CancelAppointmentPage token={token} />;
}
