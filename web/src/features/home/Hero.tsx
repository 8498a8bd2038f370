import { Button, Container } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconCheck, IconCircleCheck, IconCrown, IconHourglass } from '@tabler/icons-react';
import { fundableInDays, headlineStats } from '@elite/contracts/catalogue/stats';
import { useClientNavigation } from '../../shell/nav-links.ts';
import classes from './Home.module.css';

const roadmap = [
  { days: 'Days 1–15', name: 'Entity & compliance foundation', done: true },
  { days: 'Days 16–45', name: 'Business credit profile established', done: true },
  { days: 'Days 46–75', name: 'Capital readiness package', done: false },
  { days: 'Days 76–90', name: 'Lender & investor introductions', done: false },
];

const points = ['Free 30-minute consultation', 'Response within 24 hours', 'Formation in all 50 states'];

/** The home hero (docs/site-and-navigation.md#home-page): headline, promise, Explore Elite Services and Schedule Executive Consultation. */
export function Hero() {
  const navigate = useClientNavigation();
  const [raised, , successRate] = headlineStats;
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner}>
        <div>
          <span className={classes.eyebrow}>
            <IconCrown size={15} stroke={1.8} aria-hidden />
            Premium executive advisory
          </span>
          <h1 id="hero-title" className={classes.heroTitle}>
            Executive advisory that makes your business <span className={classes.goldText}>fundable in {fundableInDays} days</span>
          </h1>
          <p className={classes.heroLead}>
            Former McKinsey, BCG and Bain consultants structure your entity, build your business credit and prepare you for capital — so lenders and investors
            say yes.
          </p>
          <div className={classes.heroActions}>
            <Button
              component="a"
              href="/services"
              onClick={navigate}
              size="lg"
              radius="md"
              className={classes.primaryCta}
              rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
            >
              Explore Elite Services
            </Button>
            <Button
              component="a"
              href="/schedule"
              onClick={navigate}
              size="lg"
              radius="md"
              variant="outline"
              className={classes.secondaryCta}
              leftSection={<IconCalendarEvent size={18} stroke={1.8} aria-hidden />}
            >
              Schedule Executive Consultation
            </Button>
          </div>
          <ul className={classes.heroPoints}>
            {points.map((point) => (
              <li key={point}>
                <IconCircleCheck size={17} stroke={1.8} className={classes.pointIcon} aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>

        <div className={classes.roadmap} role="group" aria-label={`A typical ${fundableInDays}-day roadmap`}>
          <div className={classes.roadmapHeader}>
            <div>
              <div className={classes.roadmapLabel}>Your {fundableInDays}-day roadmap</div>
              <div className={classes.roadmapTitle}>The path to fundable</div>
            </div>
            <span className={classes.roadmapBadge}>Day {fundableInDays}</span>
          </div>
          <ol className={classes.phases}>
            {roadmap.map((phase) => (
              <li key={phase.days} className={classes.phase}>
                <span className={classes.phaseIcon} data-upcoming={!phase.done || undefined} aria-hidden>
                  {phase.done ? <IconCheck size={18} stroke={2.4} /> : <IconHourglass size={18} stroke={1.8} />}
                </span>
                <span>
                  <span className={classes.phaseDays}>{phase.days}</span>
                  <span className={classes.phaseName} style={{ display: 'block' }}>
                    {phase.name}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <div className={classes.roadmapFooter}>
            {[raised, successRate].map((stat) => (
              <div key={stat.value}>
                <div className={classes.miniStatValue}>{stat.value}</div>
                <div className={classes.miniStatLabel}>{stat.label}</div>
              </div>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}
