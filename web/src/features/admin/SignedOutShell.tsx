import { Button, Group } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Monogram } from '../../shell/Monogram.tsx';
import classes from './AdminShell.module.css';

/** The brand at the top left: the monogram, the company's name and "Back office". */
export function Brand({ home }: { home: '/admin' | '/support-chat' }) {
  return (
    <Link to={home} className={classes.brand} aria-label={`${company.name} back office`}>
      <span className={classes.brandMark} aria-hidden>
        <Monogram size={18} />
      </span>
      <span className={classes.brandText}>
        <span className={classes.brandName}>{company.name}</span> <span className={classes.brandTag}>Back office</span>
      </span>
    </Link>
  );
}

/**
 * The staff pages' frame for someone not signed in as staff: the back office's top bar alone (the brand and the way
 * back to the website), no navigation. Apart from `AdminShell`, whose navigation, session and live updates need the
 * data layer, and plain elements laid out as Mantine's AppShell lays out a header (AppShell brings its scroll lock):
 * /support-chat shows its sign-in in this frame without downloading them
 * (docs/decisions/0064-the-intake-and-the-staff-sign-in-as-islands.md).
 */
export function SignedOutShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <header className={`${classes.header} ${classes.bareHeader}`}>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Brand home="/admin" />
          </Group>
          <Button component="a" href="/" variant="subtle" color="navy" leftSection={<IconExternalLink size={16} aria-hidden />}>
            Website
          </Button>
        </Group>
      </header>
      <main id="main" className={`${classes.main} ${classes.bareMain}`}>
        {children}
      </main>
    </div>
  );
}
