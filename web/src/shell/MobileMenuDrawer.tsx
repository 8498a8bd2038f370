import { Button, Drawer, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconLayoutDashboard, IconLock } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useMounted } from '@mantine/hooks';
import type { MouseEvent } from 'react';
import { company } from '@elite/contracts/catalogue/company';
import classes from './MobileMenu.module.css';
import { mobileMenuLinks, portalLink, useClientNavigation } from './nav-links.ts';

/**
 * The slide-out menu of MobileMenu, loaded when the burger is first used: the site's links, then the way into the
 * client portal (Portal Login, or My Portal when signed in), which the top bar has no room for on a phone.
 */
export function MobileMenuDrawer({ opened, close, signedIn }: { opened: boolean; close: () => void; signedIn: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useClientNavigation();
  // Rendered closed once after loading, so the first opening slides in like the others.
  const mounted = useMounted();

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    navigate(event);
    close();
  };

  return (
    <Drawer
      id="mobile-menu"
      opened={mounted && opened}
      onClose={close}
      position="right"
      size={340}
      padding="lg"
      hiddenFrom="md"
      title={
        <Text component="span" ff="heading" fw={700} fz={20} c="navy.9">
          Menu
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap={0}>
        <nav aria-label="Mobile">
          <ul className={classes.list}>
            {mobileMenuLinks.map((link) => {
              const active = pathname === link.href;
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    onClick={onLinkClick}
                    className={classes.link}
                    data-active={active || undefined}
                    aria-current={active ? 'page' : undefined}
                  >
                    {link.label}
                    <IconChevronRight size={18} className={classes.linkArrow} aria-hidden />
                  </a>
                </li>
              );
            })}
          </ul>
          <Button
            component="a"
            href={portalLink(signedIn).href}
            onClick={onLinkClick}
            fullWidth
            size="md"
            radius="md"
            mt="md"
            color="navy.9"
            leftSection={signedIn ? <IconLayoutDashboard size={18} stroke={1.8} aria-hidden /> : <IconLock size={18} stroke={1.8} aria-hidden />}
            aria-current={pathname === portalLink(signedIn).href ? 'page' : undefined}
          >
            {portalLink(signedIn).label}
          </Button>
        </nav>
        <div className={classes.note}>
          <div className={classes.noteTitle}>Speak with an executive advisor</div>
          <Text size="sm" mt={6} c="inherit">
            {company.hours}. {company.responsePromise}.
          </Text>
          <Text size="sm" mt={6} c="inherit">
            {company.phoneDisplay}
          </Text>
        </div>
      </Stack>
    </Drawer>
  );
}
