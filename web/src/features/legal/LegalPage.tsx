import { Container, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { company, companyAddressLine, legalLastUpdated } from '@elite/contracts/catalogue/company';
import { legalLinks } from '../../shell/nav-links.ts';
import classes from './Legal.module.css';

export interface LegalSection {
  /** The section's anchor, e.g. 'information-we-collect'. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** One paragraph under the title: what this document is about, in plain words. */
  summary: ReactNode;
  sections: LegalSection[];
  /** The path of this page, to leave it out of the related documents. */
  path: (typeof legalLinks)[number]['href'];
  /** Where questions about this document go. */
  contactEmail: string;
  /** The team named on postal mail about this document, e.g. 'Privacy'. */
  attention: string;
}

const CONTACT_ID = 'contact';

/** The shared layout of the privacy, terms and cookie pages: title, contents, sections, contact. */
export function LegalPage({ title, summary, sections, path, contactEmail, attention }: LegalPageProps) {
  return (
    <article>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Link to="/" className={classes.back}>
            <IconArrowLeft size={17} stroke={2} aria-hidden />
            Back to Home
          </Link>
          <span className={classes.eyebrow}>Legal</span>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <p className={classes.updated}>Last updated: {legalLastUpdated}</p>
          <p className={classes.summary}>{summary}</p>
        </Container>
      </header>

      <Container size="lg" className={classes.layout}>
        <nav className={classes.toc} aria-label="On this page">
          <h2 className={classes.tocTitle}>On this page</h2>
          <ol className={classes.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
            <li>
              <a href={`#${CONTACT_ID}`}>Contact us</a>
            </li>
          </ol>
        </nav>

        <div className={classes.body}>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.content}
            </section>
          ))}

          <section className={classes.contactCard} aria-labelledby={CONTACT_ID}>
            <h2 id={CONTACT_ID}>Contact us</h2>
            <p>
              Questions about this {title.toLowerCase()}? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or call{' '}
              <a href={`tel:${company.phoneE164}`}>{company.phoneDisplay}</a>, {company.hours}.
            </p>
            <p>
              By post: {company.legalName}, Attn: {attention}, {companyAddressLine}.
            </p>
          </section>

          <ul className={classes.related} aria-label="Other legal documents">
            {legalLinks
              .filter((link) => link.href !== path)
              .map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
          </ul>
        </div>
      </Container>
    </article>
  );
}
