import { createFileRoute } from '@tanstack/react-router';
import { RescheduleAppointmentPage } from '../../../features/scheduling/RescheduleAppointmentPage.tsx';
import { searchString } from '../../../lib/search-params.ts';
import { pageHead } from '../../../lib/seo.ts';

const rescheduleSearch = (search: Record<string, unknown>): { token?: string } => ({ token: searchString(search.token, { maxLength: 100 }) });

export const Route = createFileRoute('/_marketing/_data/reschedule-appointment')({
  staticData: { prerender: false },
  validateSearch: rescheduleSearch,
  head: () =>
    pageHead({
      title: 'Reschedule Your Appointment',
      description: 'Move an appointment booked with Elite Business Advisory to another free time.',
      path: '/reschedule-appointment',
    }),
  component: RescheduleRoute,
});

function RescheduleRoute() {
  const { token } = Route.useSearch();
  return <RescheduleAppointmentPage token={token} />;
}
