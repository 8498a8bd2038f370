import { Container } from '@mantine/core';
import { IconClock, IconMail, IconPhone, IconShieldCheck } from '@tabler/icons-react';
import { company } from '@elite/contracts/catalogue/company';
import { Island } from '../../lib/island.tsx';
import { contactFormIsland } from '../contact/contact-form-island.ts';
import { SectionHeader } from './SectionHeader.tsx';
import classes from './Sections.module.css';

/** The contact form at the end of the home page (docs/site-and-navigation.md#contact-form). */
export function ContactSection() {
  return (
    <section className={classes.section} aria-labelledby="contact-title" id="contact">
      <Container size="lg" className={classes.contactInner}>
        <div className={classes.contactCopy}>
          <SectionHeader
            id="contact-title"
            align="start"
            eyebrow="Start the conversation"
            title="Tell us where your business is going"
            lead="Share a few details and a senior advisor will reply within 24 hours with the next steps, and a time for your free 30-minute consultation."
          />
          <ul className={classes.contactList}>
            <li>
              <span className={classes.contactIcon} aria-hidden>
                <IconPhone size={19} stroke={1.7} />
              </span>
              <a href={`tel:${company.phoneE164}`}>{company.phoneDisplay}</a>
            </li>
            <li>
              <span className={classes.contactIcon} aria-hidden>
                <IconMail size={19} stroke={1.7} />
              </span>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <span className={classes.contactIcon} aria-hidden>
                <IconClock size={19} stroke={1.7} />
              </span>
              {company.hours}
            </li>
            <li>
              <span className={classes.contactIcon} aria-hidden>
                <IconShieldCheck size={19} stroke={1.7} />
              </span>
              {company.responsePromise}
            </li>
          </ul>
        </div>
        <div className={classes.formCard}>
          <h3 id="home-contact-form-title" className={classes.formTitle}>
            Send us a message
          </h3>
          {/* The form's code (and Mantine's inputs) loads as the visitor scrolls towards it: the end of a long page. */}
          <Island code={contactFormIsland} props={{ labelledBy: 'home-contact-form-title' }} />
        </div>
      </Container>
    </section>
  );
}
