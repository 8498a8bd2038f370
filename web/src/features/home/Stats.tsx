import { Container, Title } from '@mantine/core';
import { headlineStats, trustStats, type Stat } from '@elite/contracts/catalogue/stats';
import { company } from '@elite/contracts/catalogue/company';
import classes from './Home.module.css';

function StatGroup({ id, title, stats, featured }: { id: string; title: string; stats: readonly Stat[]; featured?: boolean }) {
  return (
    <div>
      <h3 id={id} className={classes.statGroupLabel}>
        {title}
      </h3>
      <ul className={classes.statGrid} aria-labelledby={id}>
        {stats.map((stat) => (
          <li key={stat.value} className={classes.statCard} data-featured={featured || undefined}>
            <span className={classes.statValue}>{stat.value}</span>
            <span className={classes.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The statistics section: the fixed marketing claims of docs/site-and-navigation.md#marketing-claims. */
export function Stats() {
  return (
    <section className={classes.stats} aria-labelledby="stats-title">
      <Container size="lg" className={classes.statsInner}>
        <span className={classes.sectionEyebrow}>Proven performance</span>
        <Title id="stats-title" order={2} className={classes.sectionTitle}>
          Results measured in capital, not promises
        </Title>
        <p className={classes.sectionLead}>
          For {company.figures.yearsOfPractice} years, founders have trusted our advisors to form, fund and scale the companies they are building.
        </p>
        <StatGroup id="stats-results" title="Client results" stats={headlineStats} featured />
        <StatGroup id="stats-firm" title="Our firm" stats={trustStats} />
      </Container>
    </section>
  );
}
