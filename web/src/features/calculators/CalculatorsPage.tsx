import { Container, Text } from '@mantine/core';
import { CtaButtons } from '../home/CtaButtons.tsx';
import { PageHeader } from '../home/PageHeader.tsx';
import sections from '../home/Sections.module.css';
import { defineIsland, Island } from '../../lib/island.tsx';

/**
 * The calculators are an island (lib/island.tsx): the page's HTML has them from the start; their code (the forms,
 * @mantine/form and the number inputs) comes after the page is live, their schemas (and zod) on first focus.
 */
const calculators = defineIsland(() => import('./Calculators.tsx').then((m) => m.Calculators));

/** /calculators (docs/tools.md#business-calculators): the entity, ROI and tax savings calculators, computed in the browser, and a way to /contact. */
export function CalculatorsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Free Business Calculators"
        title="Run the numbers before you decide"
        lead="Three quick calculators for the decisions founders ask us about most: which entity to form, what an investment returns, and what the right structure could save in tax."
      />
      <section className={sections.sectionMuted} aria-label="Calculators">
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Island code={calculators} props={{}} />
          <Text size="xs" c="dimmed" ta="center" mt="lg">
            Estimates for planning only, not tax or legal advice. Your numbers stay in your browser.
          </Text>
        </Container>
      </section>
      <section className={sections.section} aria-labelledby="calculators-cta-title">
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <div className={sections.ctaPanel}>
            <div>
              <h2 id="calculators-cta-title" className={sections.ctaPanelTitle}>
                Want an advisor to check your numbers?
              </h2>
              <p className={sections.ctaPanelText}>
                A senior advisor will review your entity choice, projections and tax position with you in a free 30-minute consultation.
              </p>
            </div>
            <CtaButtons contactLabel="Get Personalized Advice" />
          </div>
        </Container>
      </section>
    </>
  );
}
