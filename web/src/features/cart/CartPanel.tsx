import { ActionIcon, Badge, Button, Drawer } from '@mantine/core';
import {
  IconArrowRight,
  IconAward,
  IconBriefcase,
  IconCrown,
  IconHeadset,
  IconMinus,
  IconPlus,
  IconShieldLock,
  IconTrash,
  type TablerIcon,
} from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useMounted } from '@mantine/hooks';
import { yearlyRenewalNote, type CartItem } from '@elite/contracts/rules/cart';
import { cartLineAmounts } from '@elite/contracts/rules/cart-pricing';
import { formatCents } from '@elite/contracts/rules/money';
import { CartTotals } from './CartTotals.tsx';
import { useCart } from './CartProvider.tsx';
import classes from './CartPanel.module.css';
import { CART_PANEL_WIDTH } from './panel-size.ts';

export { CART_PANEL_WIDTH };

const trustBadges: { icon: TablerIcon; label: string }[] = [
  { icon: IconShieldLock, label: '100% Secure' },
  { icon: IconHeadset, label: '24/7 Support' },
  { icon: IconAward, label: 'Guaranteed Results' },
  { icon: IconCrown, label: 'Premium Service' },
];

/** 'Service' for one, 'Services' otherwise (docs/catalogue-and-cart.md#cart-panel). */
export const servicesLabel = (count: number) => `${count} ${count === 1 ? 'Service' : 'Services'}`;

function CartLine({ item }: { item: CartItem }) {
  const { removeItem, updateQuantity } = useCart();
  const titleId = `cart-item-${item.id.replace(/[^a-z0-9-]/gi, '')}`;
  const { unitCents, lineCents, yearly } = cartLineAmounts(item);
  return (
    <li className={classes.item} aria-labelledby={titleId}>
      <div className={classes.itemMain}>
        <span className={classes.itemCategory}>{item.category}</span>
        <h3 id={titleId} className={classes.itemTitle}>
          {item.title}
        </h3>
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={36}
        radius="md"
        className={classes.remove}
        aria-label={`Remove ${item.title}`}
        onClick={() => removeItem(item.id)}
      >
        <IconTrash size={18} stroke={1.7} aria-hidden />
      </ActionIcon>
      <div className={classes.itemFooter}>
        <div className={classes.stepper} role="group" aria-label={`Quantity of ${item.title}`}>
          <ActionIcon
            variant="subtle"
            color="navy"
            size={34}
            radius="md"
            aria-label={`Decrease quantity of ${item.title}`}
            onClick={() => updateQuantity(item.id, item.quantity - 1)}
          >
            <IconMinus size={16} stroke={2} aria-hidden />
          </ActionIcon>
          <span className={classes.quantity} aria-live="polite">
            {item.quantity}
          </span>
          <ActionIcon
            variant="subtle"
            color="navy"
            size={34}
            radius="md"
            aria-label={`Increase quantity of ${item.title}`}
            onClick={() => updateQuantity(item.id, item.quantity + 1)}
          >
            <IconPlus size={16} stroke={2} aria-hidden />
          </ActionIcon>
        </div>
        <div className={classes.price}>
          <span className={classes.priceValue}>{formatCents(lineCents)}</span>
          {item.quantity > 1 && <span className={classes.perService}>{item.price} per service</span>}
        </div>
      </div>
      {yearly && <p className={classes.renewal}>{yearlyRenewalNote(unitCents, item.quantity)}</p>}
    </li>
  );
}

/**
 * The cart panel (docs/catalogue-and-cart.md#cart-panel "Cart panel"): slides in from the right, full width on small screens.
 * Rendered once inside the router (site shell), opened from the top bar's cart button or a toast's View Cart.
 */
export function CartPanel() {
  const { items, isOpen, itemCount, totals, closeCart, clearCart } = useCart();
  const router = useRouter();
  // Loaded when the cart first opens (CartPanelOnDemand): it renders closed once, so that opening slides in too.
  const mounted = useMounted();

  /** Closes the panel first, then goes to the page (docs/catalogue-and-cart.md#cart-panel: both main actions). */
  const closeAndGo = (href: string) => {
    closeCart();
    void router.navigate({ href });
  };

  const filled = items.length > 0;

  return (
    <Drawer.Root
      opened={mounted && isOpen}
      onClose={closeCart}
      position="right"
      size={CART_PANEL_WIDTH}
      classNames={{
        root: classes.root,
        content: classes.content,
        header: classes.header,
        body: classes.body,
        title: classes.title,
      }}
    >
      <Drawer.Overlay backgroundOpacity={0.45} blur={2} />
      <Drawer.Content>
        <Drawer.Header>
          <div className={classes.headerText}>
            <div className={classes.titleRow}>
              <Drawer.Title>Your Investment Portfolio</Drawer.Title>
              <Badge color="gold.2" c="navy.9" radius="xl" size="lg" className={classes.countBadge}>
                {servicesLabel(itemCount)}
              </Badge>
            </div>
            <p className={classes.subtitle}>Curated services for your business transformation journey</p>
          </div>
          <Drawer.CloseButton aria-label="Close cart" size="lg" />
        </Drawer.Header>

        <Drawer.Body>
          {filled ? (
            <ul className={classes.list} aria-label="Services in your portfolio">
              {items.map((item) => (
                <CartLine key={item.id} item={item} />
              ))}
            </ul>
          ) : (
            <div className={classes.empty}>
              <span className={classes.emptyIcon} aria-hidden>
                <IconBriefcase size={34} stroke={1.5} />
              </span>
              <h3 className={classes.emptyTitle}>Your portfolio is empty</h3>
              <p className={classes.emptyText}>Explore our world-class services and build your transformation roadmap</p>
              <Button
                size="md"
                radius="md"
                className={classes.primary}
                rightSection={<IconArrowRight size={17} stroke={2} aria-hidden />}
                onClick={() => closeAndGo('/services')}
              >
                Explore Services
              </Button>
            </div>
          )}
        </Drawer.Body>

        {filled && (
          <div className={classes.footer}>
            <ul className={classes.trust} aria-label="Our commitments">
              {trustBadges.map(({ icon: Icon, label }) => (
                <li key={label}>
                  <Icon size={16} stroke={1.8} className={classes.trustIcon} aria-hidden />
                  {label}
                </li>
              ))}
            </ul>
            <CartTotals totals={totals} />
            <div className={classes.actions}>
              {totals.needsProposal ? (
                <Button
                  size="lg"
                  radius="md"
                  fullWidth
                  className={classes.primary}
                  rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
                  onClick={() => closeAndGo('/get-proposal')}
                >
                  Get Executive Proposal
                </Button>
              ) : (
                <Button
                  size="lg"
                  radius="md"
                  fullWidth
                  className={classes.primary}
                  rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
                  onClick={() => closeAndGo('/checkout')}
                >
                  Proceed to Checkout
                </Button>
              )}
              <Button size="md" radius="md" fullWidth variant="outline" color="navy" onClick={closeCart}>
                Continue Browsing
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                c="red.9"
                className={classes.clear}
                leftSection={<IconTrash size={15} stroke={1.8} aria-hidden />}
                onClick={clearCart}
              >
                Clear all items
              </Button>
            </div>
          </div>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}
