import { createFileRoute } from '@tanstack/react-router';
import { CookiePolicyPage } from '../../features/legal/CookiePolicy.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/cookie-policy')({
  head: () =>
    pageHead({
      title: 'Cookie Policy',
      description:
        'The cookies and browser storage the Elite Business Advisory website uses — a sign-in session cookie and local storage for your cart and chat — and no advertising trackers.',
      path: '/cookie-policy',
    }),
  component: CookiePolicyPage,
});
