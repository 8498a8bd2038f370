import { Container } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { company } from '@elite/contracts/catalogue/company';
import { useClientNavigation } from '../../shell/nav-links.ts';
import { RetainerPlans } from '../catalogue/RetainerPlans.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import classes from './Sections.module.css';

/** The home page's retainer plans (docs/catalogue-and-cart.md#retainer-plans); the cards themselves belong to the catalogue. */
export function RetainersSection() {
  const navigate = useClientNavigation();
  return (
    <section className={classes.sectionMuted} aria-labelledby="retainers-title">
      <Container size="lg" className={classes.inner}>
        <SectionHeader
          id="retainers-title"
          eyebrow="Executive retainers"
          title="A senior advisory team on retainer"
          lead={`Retainer programs from ${company.retainerRange}: the depth of a top-tier consulting engagement, with partners who stay for the long run.`}
        />
        <div className={classes.retainersBody}>
          <RetainerPlans headingOrder={3} />
        </div>
        <p className={classes.sectionFoot}>
          <a href="/services" onClick={navigate} className={classes.inlineLink}>
            Browse individual services
            <IconArrowRight size={15} stroke={2} aria-hidden />
          </a>
        </p>
      </Container>
    </section>
  );
}
