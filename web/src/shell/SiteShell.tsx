import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { CartPanelOnDemand } from '../features/cart/CartPanelOnDemand.tsx';
import { ChatWidget } from '../features/chat/ChatWidget.tsx';
import { DocumentHead } from './DocumentHead.tsx';
import { Footer } from './Footer.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { TopBar, TOP_BAR_HEIGHT } from './TopBar.tsx';

/** Fixed top bar, the page, the footer and the scroll-to-top button around every route. */
export function SiteShell() {
  return (
    <>
      <DocumentHead />
      <TopBar />
      <Box component="main" id="main" pt={TOP_BAR_HEIGHT} mih="100vh">
        <Outlet />
      </Box>
      <Footer />
      <ScrollToTop />
      <CartPanelOnDemand />
      <ChatWidget />
    </>
  );
}
