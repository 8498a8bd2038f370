import { Container } from '@mantine/core';
import { IconArrowRight, IconClock } from '@tabler/icons-react';
import { processPhases } from '@elite/contracts/catalogue/process';
import { useClientNavigation } from '../../shell/nav-links.ts';
import { CtaButtons } from './CtaButtons.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import classes from './Sections.module.css';

export const phaseNumber = (n: number) => String(n).padStart(2, '0');

/** The home page's six-phase process (docs/site-and-navigation.md#home-page), ending with buttons to /contact and /schedule. */
export function ProcessSection() {
  const navigate = useClientNavigation();
  return (
    <section className={classes.section} aria-labelledby="process-title">
      <Container size="lg" className={classes.inner}>
        <SectionHeader
          id="process-title"
          eyebrow="Our methodology"
          title="Six phases from formation to funding"
          lead="One senior team takes you from a diagnostic in week one to a fundable, well-governed company by day 90, then keeps it that way."
        />
        <ol className={classes.processGrid}>
          {processPhases.map((phase) => (
            <li key={phase.number} className={classes.processCard}>
              <div className={classes.processTop}>
                <span className={classes.processNumber} aria-hidden>
                  {phaseNumber(phase.number)}
                </span>
                <span className={classes.durationPill}>
                  <IconClock size={14} stroke={2} aria-hidden />
                  {phase.duration}
                </span>
              </div>
              <h3 className={classes.cardTitle}>
                <span className={classes.visuallyHidden}>Phase {phase.number}: </span>
                {phase.title}
              </h3>
              <p className={classes.cardText}>{phase.description}</p>
            </li>
          ))}
        </ol>
        <div className={classes.ctaPanel}>
          <div>
            <p className={classes.ctaPanelTitle}>Ready to begin with Executive Discovery?</p>
            <p className={classes.ctaPanelText}>
              Tell us about your company, or book a free 30-minute consultation with a senior partner.{' '}
              <a href="/how-it-works" onClick={navigate} className={classes.inlineLink}>
                See every phase in depth
                <IconArrowRight size={15} stroke={2} aria-hidden />
              </a>
            </p>
          </div>
          <CtaButtons />
        </div>
      </Container>
    </section>
  );
}
