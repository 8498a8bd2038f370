import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact/ContactPage.tsx';
import { searchString } from '../../lib/search-params.ts';
import { pageHead } from '../../lib/seo.ts';

/** ?service=… names the package the visitor asked about; anything unusable is simply ignored. */
const contactSearch = (search: Record<string, unknown>): { service?: string } => ({ service: searchString(search.service, { maxLength: 200, trim: true }) });

export const Route = createFileRoute('/_marketing/contact')({
  validateSearch: contactSearch,
  head: () =>
    pageHead({
      title: 'Contact Us',
      description:
        'Talk with a senior advisor at Elite Business Advisory: call, e-mail or send a message and we respond within 24 hours. Book a free 30-minute consultation.',
      path: '/contact',
    }),
  component: ContactRoute,
});

function ContactRoute() {
  const { service } = Route.useSearch();
  return <ContactPage service={service} />;
}
