import { createFileRoute } from '@tanstack/react-router';
import { CertificationPage } from '../../features/certification/CertificationPage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/certification-eligibility')({
  head: () =>
    pageHead({
      title: 'Certification Eligibility Quiz',
      description:
        'Eight quick questions show which certifications your business may qualify for: MBE/WBE, VOSB, SDVOSB, HUBZone, 8(a) and small business. Download your full report.',
      path: '/certification-eligibility',
    }),
  component: CertificationPage,
});
