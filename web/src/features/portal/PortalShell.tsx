import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { IconArrowLeft, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../../shell/TopBar.tsx';
import { legalLinks } from '../../shell/nav-links.ts';
import { ChatWidget } from '../chat/ChatWidget.tsx';
import classes from './PortalShell.module.css';

/**
 * The client portal's frame (the `_portal` layout: /portal/dashboard and the mailed account links): a quiet top
 * bar with the brand, "Client Portal", the support line and the way back to the website; a one-line footer with
 * the legal links; the chat bubble, so a client can still ask. No mega menus or cart: the portal is a place to
 * follow one's own work, not to shop.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Box component="header" className={classes.header}>
        <a href="#main" className={classes.skipLink}>
          Skip to main content
        </a>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="md" wrap="nowrap" miw={0}>
              <Logo />
              <Text className={classes.label} visibleFrom="sm">
                Client Portal
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Button
                component="a"
                href={`tel:${company.phoneE164}`}
                variant="subtle"
                color="navy"
                leftSection={<IconPhone size={16} stroke={1.8} aria-hidden />}
                visibleFrom="md"
              >
                {company.phoneDisplay}
              </Button>
              <Button component={Link} to="/" variant="default" px={{ base: 10, xs: 'md' }} aria-label="Back to the website">
                <IconArrowLeft size={16} stroke={1.8} aria-hidden />
                <Box component="span" visibleFrom="xs" ml={8}>
                  Website
                </Box>
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id="main" className={classes.main}>
        {children}
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="xs" py="md">
            <Text size="sm" c="dimmed">
              © {company.copyrightYear} {company.name}. Questions?{' '}
              <Anchor href={`mailto:${company.email}`} underline="always">
                {company.email}
              </Anchor>
            </Text>
            <Group gap="md" component="nav" aria-label="Legal">
              {legalLinks.map((link) => (
                <Anchor key={link.href} component={Link} to={link.href} size="sm" c="dimmed">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
      <ChatWidget />
    </>
  );
}
