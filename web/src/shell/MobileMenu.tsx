import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { onDemand } from '../lib/on-demand.tsx';

const { Component: MobileMenuDrawer, preload: preloadDrawer } = onDemand(() => import('./MobileMenuDrawer.tsx').then((m) => m.MobileMenuDrawer));

/**
 * Below the md breakpoint: a burger that opens the slide-out menu from the right (docs/site-and-navigation.md#mobile-menu). The menu's
 * drawer is loaded when the burger is first touched or opened, not with every page.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);

  return (
    <>
      <Burger
        opened={opened}
        onClick={() => {
          setUsed(true);
          open();
        }}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        hiddenFrom="md"
        size="md"
        color="navy.9"
        aria-label="Open menu"
        aria-expanded={opened}
        aria-controls="mobile-menu"
      />
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer opened={opened} close={close} signedIn={signedIn} />
        </Suspense>
      )}
    </>
  );
}
