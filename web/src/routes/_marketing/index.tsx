import { createFileRoute } from '@tanstack/react-router';
import { company } from '@elite/contracts/catalogue/company';
import { HomePage } from '../../features/home/HomePage.tsx';
import { pageHead } from '../../lib/seo.ts';

export const Route = createFileRoute('/_marketing/')({
  head: () =>
    pageHead({
      title: company.name,
      description:
        'Executive business advisory for US founders: entity formation, compliance, capital readiness and growth strategy from former top-tier consultants.',
      path: '/',
    }),
  component: HomePage,
});
