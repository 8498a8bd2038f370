import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CartPanelOnDemand } from '../features/cart/CartPanelOnDemand.tsx';
import { ChatWidget } from '../features/chat/ChatWidget.tsx';
import { Footer } from './Footer.tsx';
import { usePortalClient } from './portal-hint.ts';
import { ScrollToTop } from './ScrollToTop.tsx';
import { TopBar, TOP_BAR_HEIGHT } from './TopBar.tsx';

/**
 * Fixed top bar, the page, the footer and the scroll-to-top button around every public page (the `_marketing`
 * layout), and around the 404 screen (`children`: a path no route matches has no layout of its own).
 */
export function SiteShell({ children }: { children?: ReactNode }) {
  // Asked once for the bar, the mobile menu and the footer, which all offer the way into the portal.
  const portal = usePortalClient();
  return (
    <>
      <TopBar portal={portal} />
      <Box component="main" id="main" pt={TOP_BAR_HEIGHT} mih="100vh">
        {children ?? <Outlet />}
      </Box>
      <Footer signedIn={portal.client !== null} />
      <ScrollToTop />
      <CartPanelOnDemand />
      <ChatWidget />
    </>
  );
}
