import { Container } from '@mantine/core';
import { PageHeader } from '../home/PageHeader.tsx';
import sections from '../home/Sections.module.css';
import { CertificationQuiz } from './CertificationQuiz.tsx';

/** /certification-eligibility (docs/tools.md#certification-eligibility-quiz): which business certifications fit, from 8 quick questions. */
export function CertificationPage() {
  return (
    <>
      <PageHeader
        eyebrow="Certification Eligibility"
        title="Which business certifications could you qualify for?"
        lead="Certified businesses compete for contracts set aside for them. Answer 8 quick questions to see which programs fit your business (MBE/WBE, VOSB, SDVOSB, HUBZone, 8(a) and small business) and download your full report."
      />
      <section className={sections.sectionMuted} aria-label="Eligibility quiz">
        <Container size="md" py={{ base: 40, sm: 64 }}>
          <CertificationQuiz />
        </Container>
      </section>
    </>
  );
}
