import { Container } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { IconArrowRight } from '@tabler/icons-react';
import { useClientNavigation } from '../../shell/nav-links.ts';
import { EntityTypeCards } from './EntityTypeCards.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import classes from './Sections.module.css';

/** The home page's entity-type cards (docs/site-and-navigation.md#home-page). */
export function EntityTypesSection() {
  const navigate = useClientNavigation();
  return (
    <section className={classes.section} aria-labelledby="entities-title">
      <Container size="lg" className={classes.inner}>
        <SectionHeader
          id="entities-title"
          eyebrow="Entity formation"
          title="The right structure, formed correctly the first time"
          lead={`Eight entity types, filed in all 50 states with the documents lenders and investors ask for. ${company.figures.businessesFormed} businesses formed with a ${company.figures.filingApprovalRate} approval rate.`}
        />
        <div className={classes.sectionBody}>
          <EntityTypeCards compact />
        </div>
        <p className={classes.sectionFoot}>
          <a href="/entity-types" onClick={navigate} className={classes.inlineLink}>
            Compare every entity type in detail
            <IconArrowRight size={15} stroke={2} aria-hidden />
          </a>
        </p>
      </Container>
    </section>
  );
}
