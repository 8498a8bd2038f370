/**
 * Test helpers for the cart and the pages that use it: the app's providers around a small router whose
 * other pages are placeholders, so a test sees where the panel's buttons lead without the rest of the site.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CART_STORAGE_KEY, parseStoredCart, serializeCart, type CartItem } from '@elite/contracts/rules/cart';
import { cartItemFromService } from '@elite/contracts/rules/cart-pricing';
import { findService } from '@elite/contracts/catalogue/services';
import { lazyDataLayer, type RouterContext } from '../src/router.tsx';
import { theme } from '../src/theme/theme.ts';
import { CartButton } from '../src/features/cart/CartButton.tsx';
import { CartPanelOnDemand } from '../src/features/cart/CartPanelOnDemand.tsx';
import { CartProvider } from '../src/features/cart/CartProvider.tsx';

/** A stored cart line for a catalogue service id, as the cart would have saved it. */
export function itemFor(serviceId: string, quantity = 1): CartItem {
  const service = findService(serviceId);
  if (!service) throw new Error(`no service ${serviceId}`);
  return { ...cartItemFromService(service), quantity };
}

export function storeCart(items: CartItem[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, serializeCart(items));
}

export const storedCart = () => window.localStorage.getItem(CART_STORAGE_KEY);

/** Paths that exist in the harness besides the page under test; each shows a heading 'Page {path}'. */
const placeholderPaths = ['/services', '/checkout', '/get-proposal'] as const;

/**
 * Renders `page` at '/' (or at `path`, when it is one of the placeholder pages) with the theme, toasts, the
 * query and tRPC clients, the cart, the top bar's cart button and the cart panel.
 */
export async function renderWithCart(page: ReactElement, { path = '/' }: { path?: string } = {}) {
  act(() => notifications.clean());
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <CartButton />
        <Outlet />
        <CartPanelOnDemand />
      </>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => page }),
    ...placeholderPaths.map((p) => createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <h1>{`Page ${p}`}</h1> })),
  ];
  // The app's context: a part that loads with the data layer (lib/data-island.tsx) finds the visit's.
  const context: RouterContext = { dataLayer: lazyDataLayer(), frame: false };
  const router = createRouter({ routeTree: rootRoute.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }), context });
  await router.load();
  const { Provider } = await context.dataLayer();
  const result = render(
    <MantineProvider theme={theme}>
      <Notifications limit={1} />
      <Provider>
        <CartProvider>
          <RouterProvider router={router as never} />
        </CartProvider>
      </Provider>
    </MantineProvider>,
  );
  return { ...result, router };
}

/** The stored cart's lines, read with the same parser the cart uses on load. */
export const storedLines = () => parseStoredCart(storedCart()).items;
