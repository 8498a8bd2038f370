import { Container } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { company, type SocialNetwork } from '@elite/contracts/catalogue/company';
import classes from './Footer.module.css';
import { footerQuickLinks, footerToolLinks, legalLinks, portalLink, type SiteLink, useClientNavigation } from './nav-links.ts';
import { Logo } from './TopBar.tsx';

const socialIcons: Record<SocialNetwork, TablerIcon> = {
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
};

function LinkColumn({ title, links }: { title: string; links: SiteLink[] }) {
  const navigate = useClientNavigation();
  return (
    <nav aria-label={title}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} onClick={navigate} className={classes.link}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactItem({ icon: Icon, children }: { icon: TablerIcon; children: ReactNode }) {
  return (
    <li className={classes.contactItem}>
      <Icon size={18} stroke={1.7} className={classes.contactIcon} aria-hidden />
      <span>{children}</span>
    </li>
  );
}

/**
 * The site footer (docs/site-and-navigation.md#footer): brand, quick links (ending with Portal Login, or My Portal when
 * a client is signed in), tools, contact details, social and legal links.
 */
export function Footer({ signedIn }: { signedIn: boolean }) {
  const { address } = company;
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.grid}>
          <div className={classes.brand}>
            <Logo tone="light" />
            <p className={classes.blurb}>{company.blurb}</p>
            <div className={classes.social}>
              {company.social.map((s) => {
                const Icon = socialIcons[s.id];
                return (
                  <a key={s.id} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} className={classes.socialLink}>
                    <Icon size={19} stroke={1.7} aria-hidden />
                  </a>
                );
              })}
            </div>
          </div>

          <LinkColumn title="Quick Links" links={[...footerQuickLinks, portalLink(signedIn)]} />
          <LinkColumn title="Tools" links={footerToolLinks} />

          <div className={classes.contact}>
            <h2 className={classes.heading}>Contact</h2>
            <address style={{ fontStyle: 'normal' }}>
              <ul className={classes.list}>
                <ContactItem icon={IconPhone}>
                  <a href={`tel:${company.phoneE164}`} className={classes.link}>
                    {company.phoneDisplay}
                  </a>
                </ContactItem>
                <ContactItem icon={IconMail}>
                  <a href={`mailto:${company.email}`} className={classes.link}>
                    {company.email}
                  </a>
                </ContactItem>
                <ContactItem icon={IconMapPin}>
                  {address.street}
                  <br />
                  {address.city}, {address.state} {address.zip}
                </ContactItem>
                <ContactItem icon={IconClock}>
                  {company.hours}
                  <br />
                  {company.responsePromise}
                </ContactItem>
              </ul>
            </address>
          </div>
        </div>

        <div className={classes.bottom}>
          <p style={{ margin: 0 }}>
            © {company.copyrightYear} {company.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className={classes.legal}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={classes.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </footer>
  );
}
