import { Container } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { IconBriefcase, IconCertificate, IconCoin, IconMapPin, IconShieldCheck, type TablerIcon } from '@tabler/icons-react';
import classes from './Home.module.css';

interface TrustBadge {
  icon: TablerIcon;
  title: string;
  text: string;
}

const badges: TrustBadge[] = [
  { icon: IconBriefcase, title: 'Former McKinsey, BCG & Bain', text: 'Senior strategy consultants lead every engagement' },
  { icon: IconCertificate, title: 'Certified advisors', text: 'CPA, CFA and Certified Exit Planning credentials' },
  { icon: IconCoin, title: `${company.figures.capitalRaised} raised`, text: 'Capital secured by the companies we advise' },
  { icon: IconShieldCheck, title: `${company.figures.filingApprovalRate} approval`, text: 'Entity filings accepted by the states' },
  { icon: IconMapPin, title: 'All 50 states', text: 'Formation and compliance nationwide' },
];

/** The trust strip under the hero (docs/site-and-navigation.md#marketing-claims: top-tier consultants, certifications, capital raised). */
export function TrustStrip() {
  return (
    <section className={classes.trust} aria-labelledby="trust-title">
      <Container size="lg" className={classes.trustInner}>
        <h2 id="trust-title" className={classes.trustHeading}>
          The Elite standard
        </h2>
        <ul className={classes.trustList}>
          {badges.map(({ icon: Icon, title, text }) => (
            <li key={title} className={classes.trustItem}>
              <span className={classes.trustIcon} aria-hidden>
                <Icon size={22} stroke={1.7} />
              </span>
              <span>
                <span className={classes.trustTitle} style={{ display: 'block' }}>
                  {title}
                </span>
                <span className={classes.trustText} style={{ display: 'block' }}>
                  {text}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
