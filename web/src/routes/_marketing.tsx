import { createFileRoute } from '@tanstack/react-router';
import { SiteShell } from '../shell/SiteShell.tsx';

/**
 * The public site's frame (docs/site-and-navigation.md#site-shell): top bar, mega menus, footer, chat bubble,
 * scroll-to-top, cart panel. A pathless layout: it adds nothing to the URL.
 */
export const Route = createFileRoute('/_marketing')({
  // Every public page shows it first thing, so it stays in the one shell chunk (decision 17) instead of a chunk of its own.
  codeSplitGroupings: [],
  component: SiteShell,
});
