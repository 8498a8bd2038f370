import { Button, Container } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconGauge } from '@tabler/icons-react';
import { fundableInDays } from '@elite/contracts/catalogue/stats';
import { SectionHeader } from './SectionHeader.tsx';
import classes from './Fundability.module.css';

const points = [
  'Business credit profiles at Dun & Bradstreet, Experian and Equifax',
  'Entity, address, phone and banking records that pass lender checks',
  'Tiered trade lines that build credit without personal guarantees',
  'A lender-ready financial package and capital introductions',
];

/** An illustrative scorecard: fixed sample numbers, labelled as such. */
const sampleScores = [
  { bureau: 'Dun & Bradstreet PAYDEX', score: 80, max: 100 },
  { bureau: 'Experian Intelliscore Plus', score: 76, max: 100 },
  { bureau: 'Equifax Business Credit Risk', score: 88, max: 100 },
];
const overall = 86;

/** The circular gauge of the scorecard, drawn in SVG. */
function Gauge({ value }: { value: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg viewBox="0 0 128 128" className={classes.gauge} aria-hidden>
      <defs>
        <linearGradient id="fundability-gauge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#e7d597" />
          <stop offset="100%" stopColor="#d1ac33" />
        </linearGradient>
      </defs>
      <circle cx="64" cy="64" r={radius} fill="none" stroke="rgba(255,255,255,0.12)" strokeWidth="10" />
      <circle
        cx="64"
        cy="64"
        r={radius}
        fill="none"
        stroke="url(#fundability-gauge)"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${(circumference * value) / 100} ${circumference}`}
        transform="rotate(-90 64 64)"
      />
    </svg>
  );
}

/**
 * The home page's fundability section (docs/site-and-navigation.md#home-page): the 90-day promise, a link to the free audit
 * (/fundability#audit, which opens the audit dialog) and to the fundability services (/fundability).
 * Plain links, so the fundability page loads with its hash as a fresh page would.
 */
export function FundabilitySection() {
  return (
    <section className={classes.section} aria-labelledby="fundability-title">
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <SectionHeader
            id="fundability-title"
            tone="dark"
            align="start"
            eyebrow="Fundability"
            title={<>Become fundable in {fundableInDays} days</>}
            lead="Lenders decline most young companies for their records, not their revenue. We audit every factor underwriters check and fix them in the order that moves your scores fastest."
          />
          <ul className={classes.points}>
            {points.map((point) => (
              <li key={point}>
                <IconCircleCheck size={19} stroke={1.8} className={classes.pointIcon} aria-hidden />
                {point}
              </li>
            ))}
          </ul>
          <div className={classes.actions}>
            <Button
              component="a"
              href="/fundability#audit"
              size="lg"
              radius="md"
              className={classes.goldButton}
              leftSection={<IconGauge size={19} stroke={1.8} aria-hidden />}
            >
              Take Free Fundability Audit
            </Button>
            <Button
              component="a"
              href="/fundability"
              size="lg"
              radius="md"
              variant="outline"
              className={classes.ghostButton}
              rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
            >
              Explore Fundability Services
            </Button>
          </div>
        </div>

        <figure className={classes.scorecard} aria-labelledby="fundability-sample">
          <div className={classes.scoreHead}>
            <div className={classes.gaugeWrap}>
              <Gauge value={overall} />
              <span className={classes.gaugeValue}>
                {overall}
                <span className={classes.gaugeMax}>/100</span>
              </span>
            </div>
            <div>
              <span className={classes.scoreLabel}>Fundability score</span>
              <span className={classes.scoreStatus}>Lender ready</span>
              <span className={classes.scoreNote}>Day {fundableInDays} of the roadmap</span>
            </div>
          </div>
          <ul className={classes.bars}>
            {sampleScores.map((s) => (
              <li key={s.bureau}>
                <span className={classes.barLabel}>
                  {s.bureau}
                  <strong>{s.score}</strong>
                </span>
                <span className={classes.barTrack} aria-hidden>
                  <span className={classes.barFill} style={{ width: `${(s.score / s.max) * 100}%` }} />
                </span>
              </li>
            ))}
          </ul>
          <figcaption id="fundability-sample" className={classes.caption}>
            Sample client scorecard after a {fundableInDays}-day engagement. Illustrative figures.
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
