import {
  IconBook,
  IconBuildingBank,
  IconCalculator,
  IconCalendarEvent,
  IconCertificate,
  IconChartBar,
  IconClipboardCheck,
  IconCrown,
  IconDeviceDesktop,
  IconFileCertificate,
  IconLock,
  IconNews,
  IconRoute,
  IconSearch,
  IconSettingsAutomation,
  IconShieldCheck,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import { company } from '@elite/contracts/catalogue/company';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/** The site's navigation: top bar mega menus, mobile slide-out menu and footer (docs/site-and-navigation.md#site-shell, "Site shell"). */

export interface SiteLink {
  label: string;
  /** A same-site path, optionally with a hash: '/services#plans'. */
  href: string;
}

export interface MegaMenuLink extends SiteLink {
  /** One line under the title in the mega menu. */
  description: string;
  icon: TablerIcon;
}

interface MegaMenuGroup {
  title: string;
  links: MegaMenuLink[];
}

export interface MegaMenuDefinition {
  id: 'services' | 'methodology' | 'resources';
  /** The trigger's text and accessible name. */
  label: string;
  /** The panel's introduction column. */
  intro: { eyebrow: string; title: string; text: string };
  groups: MegaMenuGroup[];
}

export const megaMenus: MegaMenuDefinition[] = [
  {
    id: 'services',
    label: 'Services',
    intro: {
      eyebrow: 'Elite Services',
      title: 'Advisory built for ambitious founders',
      text: 'Executive retainers from $25K to $250K per month, plus formation, fundability and operating programs delivered by former top-tier consultants.',
    },
    groups: [
      {
        title: 'Advisory & Formation',
        links: [
          {
            label: 'Retainer Plans',
            href: '/services#plans',
            description: 'Foundation, Transformation and Enterprise advisory retainers',
            icon: IconCrown,
          },
          {
            label: 'Entity Formation',
            href: '/entity-types',
            description: 'LLC, S-Corp, C-Corp, nonprofit and holding structures',
            icon: IconBuildingBank,
          },
          {
            label: 'Fundability',
            href: '/fundability',
            description: 'Business credit and capital readiness in 90 days',
            icon: IconCertificate,
          },
        ],
      },
      {
        title: 'Operating Excellence',
        links: [
          {
            label: 'Digital Experience',
            href: '/services#digital',
            description: 'Platforms, brand identity and a premium web presence',
            icon: IconDeviceDesktop,
          },
          {
            label: 'Operations',
            href: '/services#operations',
            description: 'Processes, systems and infrastructure that scale',
            icon: IconSettingsAutomation,
          },
          {
            label: 'Compliance',
            href: '/services#compliance',
            description: 'Registered agent, annual filings and governance',
            icon: IconShieldCheck,
          },
        ],
      },
    ],
  },
  {
    id: 'methodology',
    label: 'Methodology',
    intro: {
      eyebrow: 'Our Methodology',
      title: 'Six phases from formation to funding',
      text: `A proven engagement model refined over ${company.figures.yearsOfPractice} years and ${company.figures.companiesAdvised} companies, with a clear 90-day path to becoming fundable.`,
    },
    groups: [
      {
        title: 'How We Work',
        links: [
          {
            label: 'How It Works',
            href: '/how-it-works',
            description: 'Our six-phase transformation process, step by step',
            icon: IconRoute,
          },
          {
            label: 'Schedule a Consultation',
            href: '/schedule',
            description: 'Book a free 30-minute executive consultation',
            icon: IconCalendarEvent,
          },
          {
            label: 'Client Portal',
            href: '/portal-login',
            description: 'Follow formations, documents and milestones',
            icon: IconLock,
          },
        ],
      },
      {
        title: 'Assessments & Tools',
        links: [
          {
            label: 'Business Readiness Quiz',
            href: '/business-readiness-quiz',
            description: 'Score how ready your business is for capital',
            icon: IconClipboardCheck,
          },
          {
            label: 'Certification Eligibility',
            href: '/certification-eligibility',
            description: 'See which business certifications you qualify for',
            icon: IconFileCertificate,
          },
          {
            label: 'Business Calculators',
            href: '/calculators',
            description: 'Entity choice, ROI and tax savings calculators',
            icon: IconCalculator,
          },
        ],
      },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    intro: {
      eyebrow: 'Resources',
      title: 'Executive insight, free to use',
      text: `Articles, client case studies, practical guides and tools from the advisors behind ${company.figures.capitalRaised} in capital raised.`,
    },
    groups: [
      {
        title: 'Insights',
        links: [
          {
            label: 'Executive Blog',
            href: '/resources#blog',
            description: 'Strategy, capital and growth articles from our advisors',
            icon: IconNews,
          },
          {
            label: 'Case Studies',
            href: '/resources#cases',
            description: 'How our clients formed, funded and scaled',
            icon: IconChartBar,
          },
          {
            label: 'Guides & Checklists',
            href: '/resources#guides',
            description: 'Step-by-step playbooks for formation and funding',
            icon: IconBook,
          },
        ],
      },
      {
        title: 'Tools & Network',
        links: [
          {
            label: 'Business Name Search',
            href: '/business-name-search',
            description: 'Check a name’s availability before you file',
            icon: IconSearch,
          },
          {
            label: 'Partner Network',
            href: '/resources#partners',
            description: 'Vetted lenders, attorneys, CPAs and investors',
            icon: IconUsersGroup,
          },
        ],
      },
    ],
  },
];

/** Every link of one mega menu, in order. */
export const megaMenuLinks = (menu: MegaMenuDefinition): MegaMenuLink[] => menu.groups.flatMap((g) => g.links);

const homeLink: SiteLink = { label: 'Home', href: '/' };
export const contactLink: SiteLink = { label: 'Contact', href: '/contact' };
export const portalLoginLink: SiteLink = { label: 'Portal Login', href: '/portal-login' };
const myPortalLink: SiteLink = { label: 'My Portal', href: '/portal/dashboard' };

/**
 * The way into the client portal that the mobile menu and the footer offer (docs/site-and-navigation.md#mobile-menu):
 * Portal Login, or My Portal once a client is signed in (as the top bar's account menu does).
 */
export const portalLink = (signedIn: boolean): SiteLink => (signedIn ? myPortalLink : portalLoginLink);

/** The mobile slide-out menu's links (docs/site-and-navigation.md#mobile-menu), before the portal's (portalLink). */
export const mobileMenuLinks: SiteLink[] = [
  homeLink,
  { label: 'Services', href: '/services' },
  { label: 'How It Works', href: '/how-it-works' },
  { label: 'Resources', href: '/resources' },
  contactLink,
];

export const footerQuickLinks: SiteLink[] = [
  homeLink,
  { label: 'Services', href: '/services' },
  { label: 'How It Works', href: '/how-it-works' },
  { label: 'Entity Types', href: '/entity-types' },
  { label: 'Resources', href: '/resources' },
  contactLink,
];

export const footerToolLinks: SiteLink[] = [
  { label: 'Business Calculators', href: '/calculators' },
  { label: 'Business Readiness Quiz', href: '/business-readiness-quiz' },
  { label: 'Business Name Search', href: '/business-name-search' },
  { label: 'Certification Eligibility', href: '/certification-eligibility' },
  { label: 'Schedule a Consultation', href: '/schedule' },
];

export const legalLinks = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
] as const satisfies readonly SiteLink[];

/** The path part of a site link ('/services#plans' -> '/services'). */
export const pathOf = (href: string) => href.split('#')[0] || '/';

/**
 * Click handler for plain `<a href>` site links: navigates inside the app (no full page load) for a plain
 * left click, and leaves modified clicks (new tab, new window) to the browser. Plain anchors are used for
 * paths whose routes are not in the route tree yet, so TypeScript's route typing does not get in the way.
 */
export function useClientNavigation() {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.currentTarget;
    const href = anchor.getAttribute('href');
    if (!href || !href.startsWith('/') || anchor.target === '_blank') return;
    event.preventDefault();
    void router.navigate({ href });
  };
}
