import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import classes from './AccountMenu.module.css';
import type { PortalClient } from './portal-hint.ts';

/**
 * The top bar's account menu for a signed-in portal client (docs/portal.md#the-public-site-when-signed-in): their
 * name, Dashboard, and Sign out everywhere (the sign-out ends every session of the account). A disclosure of our
 * own, as the mega menus are (decision 19): no floating code. Loaded only when a client is signed in.
 */
export function AccountMenu({ client, onSignedOut }: { client: PortalClient; onSignedOut: () => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const signOut = async () => {
    setPending(true);
    setFailed(false);
    try {
      const res = await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
      setOpen(false);
      onSignedOut();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <div ref={root} className={classes.root}>
      <UnstyledButton
        className={classes.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        aria-label={`Account: ${client.name}`}
      >
        <IconUserCircle size={22} stroke={1.6} aria-hidden />
        <span className={classes.name}>{client.name}</span>
        <IconChevronDown size={15} stroke={2} aria-hidden className={classes.chevron} />
      </UnstyledButton>
      {open && (
        <div id={panelId} className={classes.panel}>
          <p className={classes.signedIn}>
            Signed in as <strong>{client.name}</strong>
          </p>
          <Link to="/portal/dashboard" className={classes.item} onClick={() => setOpen(false)}>
            <IconLayoutDashboard size={17} stroke={1.7} aria-hidden />
            Dashboard
          </Link>
          <button type="button" className={classes.item} onClick={() => void signOut()} disabled={pending}>
            <IconLogout size={17} stroke={1.7} aria-hidden />
            {pending ? 'Signing out…' : 'Sign out everywhere'}
          </button>
          {failed && (
            <p className={classes.error} role="alert">
              We could not sign you out. Please try again.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
