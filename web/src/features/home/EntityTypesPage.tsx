import { Button, Container } from '@mantine/core';
import { IconArrowRight, IconCheck, IconClock, IconFileText, IconListCheck, IconSparkles } from '@tabler/icons-react';
import { entityTypeInfo } from '@elite/contracts/catalogue/entity-types';
import { trustStats } from '@elite/contracts/catalogue/stats';
import { useClientNavigation } from '../../shell/nav-links.ts';
import { RefusedLinkNotice } from '../checkout/RefusedLinkNotice.tsx';
import { ENTITY_TYPES_REFUSALS } from '../checkout/refused-link.ts';
import { defineIsland, Island } from '../../lib/island.tsx';
import { CtaButtons } from './CtaButtons.tsx';
import { entityDetailId, entityIcon, EntityTypeCards, formationAction } from './EntityTypeCards.tsx';
import { PageHeader } from './PageHeader.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import classes from './EntityTypesPage.module.css';
import sections from './Sections.module.css';
import how from './HowItWorks.module.css';

/**
 * The online formation chooser, below the cards: an island (lib/island.tsx) whose code, with its inputs, arrives as
 * the visitor comes near it or follows a card's Start Formation to it, not with the page.
 */
export const startFormation = defineIsland(() => import('../checkout/StartFormation.tsx').then((m) => m.StartFormation));

const [, , formed, approval] = trustStats;

/** /entity-types (docs/catalogue-and-cart.md#entity-types): the cards, then each type in detail (icon, title, description, timeline, documents, benefits, features). */
export function EntityTypesPage() {
  const navigate = useClientNavigation();
  return (
    <>
      <RefusedLinkNotice reasons={ENTITY_TYPES_REFUSALS} />
      <PageHeader
        eyebrow="Entity formation"
        title="Choose the structure your business will grow into"
        lead="Eight entity types, formed in all 50 states by advisors who think about your taxes, your investors and your exit before anything is filed."
      >
        <ul className={how.highlights}>
          <li>
            <span className={how.highlightValue}>{formed.value}</span>
            <span className={how.highlightLabel}>{formed.label.toLowerCase()}</span>
          </li>
          <li>
            <span className={how.highlightValue}>{approval.value}</span>
            <span className={how.highlightLabel}>{approval.label.toLowerCase()}</span>
          </li>
          <li>
            <span className={how.highlightValue}>50 states</span>
            <span className={how.highlightLabel}>formation and compliance</span>
          </li>
        </ul>
      </PageHeader>

      <section className={sections.section} aria-labelledby="entity-cards-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="entity-cards-title"
            eyebrow="Eight entity types"
            title="Compare your options at a glance"
            lead="Each formation includes the state filing, governing documents, EIN and a compliance calendar. Start with the type that fits, or ask us to recommend one."
          />
          <div className={sections.sectionBody}>
            <EntityTypeCards withDetailsLink />
          </div>
        </Container>
      </section>

      <Island code={startFormation} props={{}} />

      <section className={sections.sectionMuted} aria-labelledby="entity-details-title">
        <Container size="lg" className={sections.inner}>
          <SectionHeader
            id="entity-details-title"
            eyebrow="In detail"
            title="What each formation includes"
            lead="Timelines are in business days from a complete application; state processing can add time in a few states."
          />
          <div className={classes.details}>
            {entityTypeInfo.map((info) => {
              const Icon = entityIcon(info);
              const titleId = `${entityDetailId(info)}-title`;
              return (
                <article key={info.type} id={entityDetailId(info)} className={classes.detail} aria-labelledby={titleId}>
                  <div className={classes.detailHead}>
                    <span className={classes.detailIcon} aria-hidden>
                      <Icon size={28} stroke={1.6} />
                    </span>
                    <div className={classes.detailHeading}>
                      <h3 id={titleId} className={classes.detailTitle}>
                        {info.title}
                      </h3>
                      <span className={classes.timeline}>
                        <IconClock size={15} stroke={2} aria-hidden />
                        Timeline: {info.timeline}
                      </span>
                    </div>
                  </div>
                  <p className={classes.description}>{info.description}</p>
                  <div className={classes.columns}>
                    <div>
                      <h4 className={classes.columnTitle}>
                        <IconFileText size={17} stroke={1.8} aria-hidden />
                        Documents
                      </h4>
                      <ul className={classes.list}>
                        {info.documents.map((d) => (
                          <li key={d}>{d}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h4 className={classes.columnTitle}>
                        <IconSparkles size={17} stroke={1.8} aria-hidden />
                        Benefits
                      </h4>
                      <ul className={classes.checkList}>
                        {info.benefits.map((b) => (
                          <li key={b}>
                            <span className={classes.check} aria-hidden>
                              <IconCheck size={12} stroke={3} />
                            </span>
                            {b}
                          </li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h4 className={classes.columnTitle}>
                        <IconListCheck size={17} stroke={1.8} aria-hidden />
                        Features
                      </h4>
                      <ul className={classes.list}>
                        {info.features.map((f) => (
                          <li key={f}>{f}</li>
                        ))}
                      </ul>
                    </div>
                  </div>
                  <div className={classes.detailActions}>
                    <Button
                      component="a"
                      href={formationAction(info.type).href}
                      onClick={navigate}
                      radius="md"
                      size="md"
                      className={classes.startButton}
                      rightSection={<IconArrowRight size={17} stroke={2} aria-hidden />}
                      aria-describedby={titleId}
                    >
                      {formationAction(info.type).label}
                    </Button>
                  </div>
                </article>
              );
            })}
          </div>
        </Container>
      </section>

      <section className={how.cta} aria-labelledby="entity-cta-title">
        <Container size="lg" className={how.ctaInner}>
          <div>
            <h2 id="entity-cta-title" className={how.ctaTitle}>
              Not sure which structure fits?
            </h2>
            <p className={how.ctaText}>
              A senior advisor will compare the options for your taxes, ownership and funding plans in a free 30-minute consultation.
            </p>
          </div>
          <CtaButtons tone="dark" contactLabel="Ask an Advisor" scheduleLabel="Schedule a Consultation" />
        </Container>
      </section>
    </>
  );
}
