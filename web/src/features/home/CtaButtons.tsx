import { Button } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent } from '@tabler/icons-react';
import { useClientNavigation } from '../../shell/nav-links.ts';
import classes from './Sections.module.css';

export interface CtaButtonsProps {
  /** 'dark' on navy backgrounds: gold and white-outline buttons. */
  tone?: 'light' | 'dark';
  contactLabel?: string;
  scheduleLabel?: string;
}

/**
 * The pair of buttons that ends the process section and /how-it-works (docs/site-and-navigation.md#home-page): one to /contact,
 * one to /schedule. Plain anchors navigated inside the app, so /schedule works before its route exists.
 */
export function CtaButtons({ tone = 'light', contactLabel = 'Start Your Transformation', scheduleLabel = 'Schedule a Consultation' }: CtaButtonsProps) {
  const navigate = useClientNavigation();
  const dark = tone === 'dark';
  return (
    <div className={classes.ctaButtons}>
      <Button
        component="a"
        href="/contact"
        onClick={navigate}
        size="lg"
        radius="md"
        className={dark ? classes.goldButton : classes.navyButton}
        rightSection={<IconArrowRight size={18} stroke={2} aria-hidden />}
      >
        {contactLabel}
      </Button>
      <Button
        component="a"
        href="/schedule"
        onClick={navigate}
        size="lg"
        radius="md"
        variant="outline"
        className={dark ? classes.ghostButton : classes.outlineButton}
        leftSection={<IconCalendarEvent size={18} stroke={1.8} aria-hidden />}
      >
        {scheduleLabel}
      </Button>
    </div>
  );
}
