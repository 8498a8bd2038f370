import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

/** docs/site-and-navigation.md#scroll-to-top: the button appears once the page is scrolled past this many pixels. */
const SCROLL_TO_TOP_THRESHOLD = 300;

/**
 * The scroll-to-top button (docs/site-and-navigation.md#scroll-to-top). It starts hidden on the server and on the first client render
 * (the scroll position is read in an effect), so hydration always matches.
 */
export function ScrollToTop() {
  const [scroll] = useWindowScroll();
  const visible = scroll.y > SCROLL_TO_TOP_THRESHOLD;

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  // Above the live chat bubble, which sits in the corner.
  return (
    <Affix position={{ bottom: 96, right: 30 }} zIndex={150}>
      <Transition transition="slide-up" mounted={visible} duration={200}>
        {(styles) => (
          <ActionIcon
            style={{ ...styles, boxShadow: '0 10px 30px rgba(11, 31, 58, 0.28)' }}
            size={48}
            radius="xl"
            color="navy.9"
            variant="filled"
            aria-label="Scroll to top"
            onClick={scrollToTop}
          >
            <IconArrowUp size={22} stroke={2} color="var(--mantine-color-gold-3)" aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
