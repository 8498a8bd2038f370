import { Container } from '@mantine/core';
import { IconCheck, IconClock, IconFileText, IconLock, IconReportAnalytics, IconUserStar, type TablerIcon } from '@tabler/icons-react';
import { processPhases } from '@elite/contracts/catalogue/process';
import { fundableInDays } from '@elite/contracts/catalogue/stats';
import { company } from '@elite/contracts/catalogue/company';
import { CtaButtons } from './CtaButtons.tsx';
import { PageHeader } from './PageHeader.tsx';
import { phaseNumber } from './ProcessSection.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import classes from './HowItWorks.module.css';
import sections from './Sections.module.css';

const highlights = [
  { value: '6', label: 'phases, one senior team' },
  { value: `${fundableInDays} days`, label: 'to a fundable company' },
  { value: company.figures.companiesAdvised, label: 'companies advised' },
];

const principles: { icon: TablerIcon; title: string; text: string }[] = [
  {
    icon: IconUserStar,
    title: 'Senior partners, start to finish',
    text: 'The partner who runs your discovery leads every phase. No hand-offs to junior staff after the sale.',
  },
  {
    icon: IconReportAnalytics,
    title: 'Milestones you can measure',
    text: 'Each phase closes with named deliverables and a written status report, so you always know what is done.',
  },
  {
    icon: IconFileText,
    title: 'Documents that stand up to diligence',
    text: 'Governing documents, filings and financial packages are prepared to the standard lenders and investors expect.',
  },
  {
    icon: IconLock,
    title: 'Everything in one secure portal',
    text: 'Formation status, documents and milestones live in your client portal, available whenever you need them.',
  },
];

/** /how-it-works (docs/site-and-navigation.md#how-it-works): the six phases in depth, with deliverables and durations; ends with /contact and /schedule. */
export function HowItWorksPage() {
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="A proven six-phase path from formation to funding"
        lead={`The same engagement model behind ${company.figures.capitalRaised} in client capital: a deep diagnostic, a clear architecture, a solid foundation, then fundability, capital and the discipline to sustain it.`}
      >
        <ul className={classes.highlights}>
          {highlights.map((h) => (
            <li key={h.label}>
              <span className={classes.highlightValue}>{h.value}</span>
              <span className={classes.highlightLabel}>{h.label}</span>
            </li>
          ))}
        </ul>
      </PageHeader>

      <section className={sections.section} aria-labelledby="phases-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="phases-title"
            eyebrow="The methodology"
            title="Six phases, each with its own deliverables"
            lead="Phases overlap where it saves you time: credit building starts while the foundation is still being laid."
          />
          <ol className={classes.timeline}>
            {processPhases.map((phase) => (
              <li key={phase.number} className={classes.phase} aria-labelledby={`phase-${phase.number}`}>
                <div className={classes.marker} aria-hidden>
                  <span className={classes.markerNumber}>{phaseNumber(phase.number)}</span>
                </div>
                <article className={classes.phaseCard}>
                  <div className={classes.phaseHead}>
                    <span className={classes.phaseLabel}>Phase {phase.number}</span>
                    <span className={classes.duration}>
                      <IconClock size={15} stroke={2} aria-hidden />
                      <span>
                        <span className={sections.visuallyHidden}>Duration: </span>
                        {phase.duration}
                      </span>
                    </span>
                  </div>
                  <h3 id={`phase-${phase.number}`} className={classes.phaseTitle}>
                    {phase.title}
                  </h3>
                  <p className={classes.phaseText}>{phase.description}</p>
                  <h4 className={classes.deliverablesTitle}>Deliverables</h4>
                  <ul className={classes.deliverables}>
                    {phase.deliverables.map((d) => (
                      <li key={d}>
                        <span className={classes.check} aria-hidden>
                          <IconCheck size={13} stroke={3} />
                        </span>
                        {d}
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className={sections.sectionMuted} aria-labelledby="principles-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader id="principles-title" eyebrow="What every engagement includes" title="How we work with you" />
          <ul className={classes.principles}>
            {principles.map(({ icon: Icon, title, text }) => (
              <li key={title} className={classes.principle}>
                <span className={classes.principleIcon} aria-hidden>
                  <Icon size={24} stroke={1.7} />
                </span>
                <h3 className={classes.principleTitle}>{title}</h3>
                <p className={classes.principleText}>{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className={classes.cta} aria-labelledby="how-cta-title">
        <Container size="lg" className={classes.ctaInner}>
          <div>
            <h2 id="how-cta-title" className={classes.ctaTitle}>
              Start with Executive Discovery
            </h2>
            <p className={classes.ctaText}>
              Tell us about your company, or book a free 30-minute consultation with a senior partner. We respond within 24 hours.
            </p>
          </div>
          <CtaButtons tone="dark" contactLabel="Contact Our Team" scheduleLabel="Schedule a Consultation" />
        </Container>
      </section>
    </>
  );
}
