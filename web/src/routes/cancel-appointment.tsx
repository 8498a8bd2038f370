import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CancelAppointmentPage } from '../features/scheduling/CancelAppointmentPage.tsx';
import { pageHead } from '../lib/seo.ts';

const cancelSearch = z.object({ token: z.string().max(100).optional().catch(undefined) });

export const Route = createFileRoute('/cancel-appointment')({
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
