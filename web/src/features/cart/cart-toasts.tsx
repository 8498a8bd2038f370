import { Button, Group, Text } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { IconCheck, IconShoppingBag, IconTrash } from '@tabler/icons-react';
import type { AddChange } from '@elite/contracts/rules/cart';
import { hideToast, showToast } from '../../lib/toast.ts';
import { CART_PANEL_WIDTH } from './panel-size.ts';

type NotificationPosition = NonNullable<NotificationData['position']>;

let sequence = 0;
let current: string | null = null;
const nextToastId = () => `cart-toast-${++sequence}`;

/** Where the toasts sit unless the cart panel is open (app.tsx). */
const DEFAULT_POSITION: NotificationPosition = 'bottom-right';
const TOAST_AREA_WIDTH = 420;

/**
 * While the panel is open a toast must not cover its totals and buttons (bottom right): beside the panel when
 * the screen is wide enough, otherwise over the panel's header at the top.
 */
function positionFor(panelOpen: boolean): NotificationPosition {
  if (!panelOpen) return DEFAULT_POSITION;
  return window.innerWidth >= CART_PANEL_WIDTH + TOAST_AREA_WIDTH ? 'bottom-left' : 'top-center';
}

/**
 * Shows a cart toast in place of the current one rather than queued behind it (the app shows one toast at a
 * time): after three quick adds the third toast shows at once. Each toast gets a fresh id so its timer restarts.
 */
function show(data: Omit<NotificationData, 'id' | 'position'> & { id: string }, panelOpen: boolean) {
  current = data.id;
  showToast({ ...data, position: positionFor(panelOpen) });
}

/** Hides the current cart toast (the panel opened: it shows the change itself, and the toast would cover it). */
export function hideCartToast() {
  if (current) hideToast(current);
  current = null;
}

/** docs/catalogue-and-cart.md#cart-changes-and-toasts: 'Added to Cart' with a 'View Cart' action, or 'Updated Quantity' for an id already present. */
export function showAddedToast(title: string, change: AddChange, openCart: () => void, panelOpen: boolean) {
  if (change === 'increased') {
    show(
      {
        id: nextToastId(),
        title: 'Updated Quantity',
        message: `${title} quantity increased`,
        color: 'navy',
        icon: <IconShoppingBag size={18} stroke={1.8} aria-hidden />,
      },
      panelOpen,
    );
    return;
  }
  const id = nextToastId();
  show(
    {
      id,
      title: 'Added to Cart',
      color: 'gold',
      icon: <IconCheck size={18} stroke={2.4} aria-hidden />,
      message: (
        <Group gap="sm" justify="space-between" wrap="nowrap" align="center">
          <Text size="sm" c="dimmed" component="span">
            {title} has been added to your cart
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            color="navy"
            style={{ flex: 'none' }}
            onClick={() => {
              hideToast(id);
              openCart();
            }}
          >
            View Cart
          </Button>
        </Group>
      ),
    },
    panelOpen,
  );
}

export function showRemovedToast(title: string, panelOpen: boolean) {
  show(
    {
      id: nextToastId(),
      title: 'Removed from Cart',
      message: `${title} has been removed`,
      color: 'gray',
      icon: <IconTrash size={18} stroke={1.8} aria-hidden />,
    },
    panelOpen,
  );
}

export function showClearedToast(panelOpen: boolean) {
  show(
    {
      id: nextToastId(),
      title: 'Cart Cleared',
      message: 'All items have been removed from your cart',
      color: 'gray',
      icon: <IconTrash size={18} stroke={1.8} aria-hidden />,
    },
    panelOpen,
  );
}
