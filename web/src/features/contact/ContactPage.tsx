import { Button, Container } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMail, IconMapPin, IconMessageCircle, IconMessages, IconPhone, IconShieldCheck } from '@tabler/icons-react';
import { company, companyAddressLine } from '@elite/contracts/catalogue/company';
import { PageHeader } from '../home/PageHeader.tsx';
import { Island } from '../../lib/island.tsx';
import { contactFormIsland } from './contact-form-island.ts';
import classes from './ContactPage.module.css';
import { OPEN_CHAT_EVENT } from '../chat/visitor-chat-state.ts';

/** The event the site-wide chat widget listens to; Live Chat only announces it (docs/site-and-navigation.md#contact-page: no action shown). */
export { OPEN_CHAT_EVENT };

const openChat = () => window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));

export interface ContactPageProps {
  /** From /contact?service=… (the fundability packages' Get Started). */
  service?: string;
}

/**
 * /contact (docs/site-and-navigation.md#contact-page): phone, e-mail, address, business hours, the 24-hour promise, a free
 * 30-minute consultation, live chat and the contact form.
 */
export function ContactPage({ service }: ContactPageProps) {
  // The prerendered page has no query string: the service appears once the page is live, never during hydration.
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Talk with a senior advisor"
        lead="Tell us where your business is going. An advisor replies within 24 hours, and your first 30-minute consultation is free."
      />
      <Container size="lg" className={classes.layout}>
        <div className={classes.aside}>
          <section className={classes.card} aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className={classes.cardTitle}>
              Reach us directly
            </h2>
            <ul className={classes.details}>
              <li>
                <span className={classes.detailIcon} aria-hidden>
                  <IconPhone size={20} stroke={1.7} />
                </span>
                <span>
                  <span className={classes.detailLabel}>Phone</span>
                  <a href={`tel:${company.phoneE164}`} className={classes.detailLink}>
                    {company.phoneDisplay}
                  </a>
                </span>
              </li>
              <li>
                <span className={classes.detailIcon} aria-hidden>
                  <IconMail size={20} stroke={1.7} />
                </span>
                <span>
                  <span className={classes.detailLabel}>Email</span>
                  <a href={`mailto:${company.email}`} className={classes.detailLink}>
                    {company.email}
                  </a>
                </span>
              </li>
              <li>
                <span className={classes.detailIcon} aria-hidden>
                  <IconMapPin size={20} stroke={1.7} />
                </span>
                <span>
                  <span className={classes.detailLabel}>Office</span>
                  <address className={classes.detailText}>{companyAddressLine}</address>
                </span>
              </li>
              <li>
                <span className={classes.detailIcon} aria-hidden>
                  <IconClock size={20} stroke={1.7} />
                </span>
                <span>
                  <span className={classes.detailLabel}>Business hours</span>
                  <span className={classes.detailText}>{company.hours}</span>
                </span>
              </li>
            </ul>
            <p className={classes.promise}>
              <IconShieldCheck size={18} stroke={1.8} aria-hidden />
              {company.responsePromise}
            </p>
          </section>

          <section className={classes.cardDark} aria-labelledby="contact-consultation-title">
            <span className={classes.darkIcon} aria-hidden>
              <IconCalendarEvent size={22} stroke={1.7} />
            </span>
            <h2 id="contact-consultation-title" className={classes.cardTitleDark}>
              Free 30-minute consultation
            </h2>
            <p className={classes.cardTextDark}>Pick a time with a senior partner to talk through your structure, credit and capital plans. No obligation.</p>
            <Button
              component="a"
              href="/schedule"
              size="md"
              radius="md"
              fullWidth
              className={classes.goldButton}
              leftSection={<IconCalendarEvent size={18} stroke={1.8} aria-hidden />}
            >
              Schedule Consultation
            </Button>
          </section>

          <section className={classes.card} aria-labelledby="contact-chat-title">
            <div className={classes.chatRow}>
              <span className={classes.detailIcon} aria-hidden>
                <IconMessages size={20} stroke={1.7} />
              </span>
              <div>
                <h2 id="contact-chat-title" className={classes.cardTitleSmall}>
                  Live chat
                </h2>
                <p className={classes.cardText}>Questions about a service? Chat with our team during business hours.</p>
              </div>
            </div>
            <Button
              variant="outline"
              size="md"
              radius="md"
              fullWidth
              className={classes.outlineButton}
              leftSection={<IconMessageCircle size={18} stroke={1.8} aria-hidden />}
              onClick={openChat}
            >
              Live Chat
            </Button>
          </section>
        </div>

        <section className={classes.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={classes.formTitle}>
            Send us a message
          </h2>
          <p className={classes.formLead}>All fields are required. We reply within 24 hours.</p>
          <Island code={contactFormIsland} props={{ service, labelledBy: 'contact-form-title' }} />
        </section>
      </Container>
    </>
  );
}
