import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../features/legal/PrivacyPolicy.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/privacy-policy')({
  head: () =>
    pageHead({
      title: 'Privacy Policy',
      description:
        'How Elite Business Advisory collects, uses, shares and protects personal information from our website, consultations, entity formations, payments and live chat.',
      path: '/privacy-policy',
    }),
  component: PrivacyPolicyPage,
});
