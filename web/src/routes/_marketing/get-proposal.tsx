import { createFileRoute } from '@tanstack/react-router';
import { ProposalPage } from '../../features/proposal/ProposalPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/get-proposal')({
  head: () =>
    pageHead({
      title: 'Request Your Executive Proposal',
      description:
        'Request a tailored executive proposal for the services in your portfolio: scope, timeline and investment prepared by a senior advisor within 24 hours.',
      path: '/get-proposal',
    }),
  component: ProposalPage,
});
