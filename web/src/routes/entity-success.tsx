import { createFileRoute } from '@tanstack/react-router';
import { EntitySuccessPage } from '../features/checkout/EntitySuccessPage.tsx';
import { pageHead } from '../lib/seo.ts';

export const Route = createFileRoute('/entity-success')({
  head: () => pageHead({ title: 'Formation Submitted', description: 'Your entity formation has been submitted: what happens next, timeline and documents.', path: '/entity-success' }),
  component: EntitySuccessPage,
});
