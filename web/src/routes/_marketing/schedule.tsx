import { createFileRoute } from '@tanstack/react-router';
import { SchedulePage, scheduleWizard } from '../../features/scheduling/SchedulePage.tsx';
import { loadIslandsOnNavigation } from '../../lib/island.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/schedule')({
  // Prerendered like every public page; the calendar (it depends on today's date) is drawn in the browser.
  // A visit that arrives by a link inside the site shows the wizard at once.
  loader: () => loadIslandsOnNavigation(scheduleWizard),
  head: () =>
    pageHead({
      title: 'Schedule a Consultation',
      description: 'Book a free 30-minute executive consultation or a 60-minute formation planning session with a senior advisor.',
      path: '/schedule',
    }),
  component: SchedulePage,
});
