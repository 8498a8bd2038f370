import { Button, Container, Title } from '@mantine/core';
import { IconArrowDown, IconCalendarEvent, IconCrown } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { serviceCategoryIds, type ServiceCategoryFilterId } from '@elite/contracts/catalogue/services';
import { defineIsland, Island } from '../../lib/island.tsx';
import { RetainerPlans } from './RetainerPlans.tsx';
import { ServiceCatalogue } from './ServiceCatalogue.tsx';
import { RefusedLinkNotice } from '../checkout/RefusedLinkNotice.tsx';
import { SERVICES_REFUSALS } from '../checkout/refused-link.ts';
import classes from './ServicesPage.module.css';

/** The mega menu's /services#digital, #operations and #compliance land on the catalogue, filtered to that category. */
const categoryAnchors = ['digital', 'operations', 'compliance'] as const;

/** Below the retainers: in the page's HTML from the start, its code loads as the visitor comes near (lib/island.tsx). */
const monthlyPlans = defineIsland(() => import('./MonthlyPlans.tsx').then((m) => m.MonthlyPlans));

const isCategory = (value: string): value is ServiceCategoryFilterId => (serviceCategoryIds as readonly string[]).includes(value);

/**
 * /services (docs/catalogue-and-cart.md#services-catalogue): an intro with buttons, the retainer plans, the monthly plans, then the
 * catalogue with its filters.
 */
export function ServicesPage() {
  const hash = useRouterState({ select: (s) => s.location.hash });
  const [category, setCategory] = useState<ServiceCategoryFilterId>('all');

  // Read after mount (the prerendered page has no hash), and again when a menu link changes the hash in place.
  useEffect(() => {
    const id = hash.replace(/^#/, '');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state, read after hydration (docs/decisions/0031-linting-and-formatting.md)
    if (id !== 'all' && isCategory(id)) setCategory(id);
  }, [hash]);

  return (
    <>
      <RefusedLinkNotice reasons={SERVICES_REFUSALS} />
      <section className={classes.intro} aria-labelledby="services-title">
        <Container size="lg" className={classes.introInner}>
          <span className={classes.eyebrow}>
            <IconCrown size={15} stroke={1.8} aria-hidden />
            Elite Services
          </span>
          <h1 id="services-title" className={classes.title}>
            World-class advisory, <span className={classes.goldText}>priced for outcomes</span>
          </h1>
          <p className={classes.lead}>
            Retain a senior team from $25K to $250K a month, or choose the exact programs you need: entity formation, compliance, fundability and digital
            excellence, delivered by former top-tier consultants.
          </p>
          <div className={classes.actions}>
            <Button
              component="a"
              href="#plans"
              size="lg"
              radius="md"
              className={classes.primaryCta}
              rightSection={<IconArrowDown size={18} stroke={2} aria-hidden />}
            >
              View Retainer Plans
            </Button>
            <Button
              component="a"
              href="/schedule"
              size="lg"
              radius="md"
              variant="outline"
              className={classes.secondaryCta}
              leftSection={<IconCalendarEvent size={18} stroke={1.8} aria-hidden />}
            >
              Schedule Consultation
            </Button>
          </div>
          <p className={classes.introLinks}>
            <a href="#monthly-plans" className={classes.skipToCatalogue}>
              Monthly plans from $1,000
            </a>
            <a href="#catalogue" className={classes.skipToCatalogue}>
              Or browse individual services
            </a>
          </p>
        </Container>
      </section>

      <section id="plans" className={classes.plans} aria-labelledby="plans-title">
        <Container size="lg" className={classes.sectionInner}>
          <span className={classes.sectionEyebrow}>Executive retainers</span>
          <Title id="plans-title" order={2} className={classes.sectionTitle}>
            Retainer programs from $25K to $250K monthly
          </Title>
          <p className={classes.sectionLead}>
            A standing senior team that owns your structure, compliance, capital readiness and growth, with a clear path to being fundable in 90 days.
          </p>
          <div className={classes.plansGrid}>
            <RetainerPlans />
          </div>
        </Container>
      </section>

      <section id="monthly-plans" className={classes.monthlyPlans} aria-labelledby="monthly-plans-title">
        <Container size="lg" className={classes.sectionInner}>
          <span className={classes.sectionEyebrow}>Monthly plans</span>
          <Title id="monthly-plans-title" order={2} className={classes.sectionTitle}>
            Formation and compliance plans from $1,000 a month
          </Title>
          <p className={classes.sectionLead}>
            Form your company, keep it compliant and build business credit with a monthly plan. Get Started takes you to the plan&apos;s checkout, where you
            give your business details and pay the first month.
          </p>
          <div className={classes.plansGrid}>
            <Island code={monthlyPlans} props={{}} />
          </div>
        </Container>
      </section>

      <section id="catalogue" className={classes.catalogue} aria-labelledby="catalogue-title">
        <Container size="lg" className={classes.sectionInner}>
          <span className={classes.sectionEyebrow}>Service catalogue</span>
          <Title id="catalogue-title" order={2} className={classes.sectionTitle}>
            Individual programs, delivered to an executive standard
          </Title>
          <p className={classes.sectionLead}>
            Build your own transformation roadmap: add the services you need to your portfolio and review the total before you commit.
          </p>
          <div className={classes.catalogueBody}>
            {/* The mega menu's category targets land on the filters, with the chosen category's cards below. */}
            {categoryAnchors.map((id) => (
              <span key={id} id={id} className={classes.anchor} aria-hidden />
            ))}
            <ServiceCatalogue category={category} onCategoryChange={setCategory} />
          </div>
        </Container>
      </section>
    </>
  );
}
