import { Box, Button, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { company } from '@elite/contracts/catalogue/company';
import { CartButton } from '../features/cart/CartButton.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { Monogram } from './Monogram.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { contactLink, megaMenuLinks, megaMenus, pathOf, portalLoginLink, type MegaMenuDefinition, useClientNavigation } from './nav-links.ts';
import type { usePortalClient } from './portal-hint.ts';
import classes from './TopBar.module.css';

// Only a signed-in client's browser downloads it (decision 33).
const AccountMenu = lazy(() => import('./AccountMenu.tsx').then((m) => ({ default: m.AccountMenu })));

export const TOP_BAR_HEIGHT = 72;

/** The wordmark: a gold monogram on navy and the company name. `tone="light"` for dark backgrounds. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className={classes.logo} style={tone === 'light' ? { color: 'var(--mantine-color-white)' } : undefined}>
      <span className={classes.logoMark} aria-hidden>
        <Monogram size={20} />
      </span>
      <span className={classes.wordmark}>
        <span className={classes.wordmarkName}>{company.name}</span>
        <span className={classes.wordmarkTagline} style={tone === 'light' ? { color: 'var(--mantine-color-gold-3)' } : undefined}>
          Executive Advisory
        </span>
      </span>
    </Link>
  );
}

/** True when the current page is one of the menu's destinations. */
const menuIsCurrent = (menu: MegaMenuDefinition, pathname: string) => megaMenuLinks(menu).some((link) => pathOf(link.href) === pathname);

/**
 * The fixed top bar (docs/site-and-navigation.md#top-bar): logo, Home, three mega menus, Contact, Portal Login (the
 * account menu when a portal client is signed in, docs/portal.md); a burger below md.
 */
export function TopBar({ portal }: { portal: ReturnType<typeof usePortalClient> }) {
  const [openMenu, setOpenMenu] = useState<MegaMenuDefinition['id'] | null>(null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useClientNavigation();
  const { client, signedOut } = portal;

  return (
    <Box component="header" className={classes.header} h={TOP_BAR_HEIGHT}>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
      </a>
      <Container size="lg" h="100%">
        <div className={classes.inner}>
          <Logo />
          <Box component="nav" aria-label="Main" visibleFrom="md" className={classes.nav}>
            <Link to="/" activeOptions={{ exact: true }} className={classes.navLink}>
              Home
            </Link>
            {megaMenus.map((menu) => (
              <MegaMenu
                key={menu.id}
                menu={menu}
                current={menuIsCurrent(menu, pathname)}
                opened={openMenu === menu.id}
                onChange={(opened) => setOpenMenu((current) => (opened ? menu.id : current === menu.id ? null : current))}
              />
            ))}
            <a
              href={contactLink.href}
              onClick={navigate}
              className={classes.navLink}
              data-active={pathname === contactLink.href || undefined}
              aria-current={pathname === contactLink.href ? 'page' : undefined}
            >
              {contactLink.label}
            </a>
          </Box>
          <div className={classes.actions}>
            <CartButton />
            {client ? (
              <Suspense fallback={null}>
                <AccountMenu client={client} onSignedOut={signedOut} />
              </Suspense>
            ) : (
              <Button
                component="a"
                href={portalLoginLink.href}
                onClick={navigate}
                visibleFrom="md"
                size="md"
                radius="md"
                className={classes.portalButton}
                // Between md and lg the label is hidden to leave room for the cart button; the name stays.
                aria-label={portalLoginLink.label}
              >
                <IconLock size={17} stroke={1.8} aria-hidden />
                <Box component="span" visibleFrom="lg" ml={8}>
                  {portalLoginLink.label}
                </Box>
              </Button>
            )}
            <MobileMenu signedIn={client !== null} />
          </div>
        </div>
      </Container>
    </Box>
  );
}
