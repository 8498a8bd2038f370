import { ActionIcon } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import classes from './ScrollToTop.module.css';

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

  // A fixed corner and a CSS slide-in rather than Mantine's Affix and Transition: the button is on every page, and
  // those (with their portal) were 2.5 KB of every page's first download.
  if (!visible) return null;
  return (
    <div className={classes.corner}>
      <ActionIcon className={classes.button} size={48} radius="xl" color="navy.9" variant="filled" aria-label="Scroll to top" onClick={scrollToTop}>
        <IconArrowUp size={22} stroke={2} color="var(--mantine-color-gold-3)" aria-hidden />
      </ActionIcon>
    </div>
  );
}
