import { Button } from '@mantine/core';
import { IconArrowRight, IconCheck, IconCrown } from '@tabler/icons-react';
import classes from './RetainerPlans.module.css';

interface PlanCardProps {
  /** Prefix of the card's element ids, unique on the page ('retainer-foundation'). */
  idPrefix: string;
  name: string;
  /** As shown, without the period: '$25,000'. */
  price: string;
  period: string;
  description?: string;
  features: readonly string[];
  /** The accessible name of the features list. */
  featuresLabel: string;
  /** Where the button goes: a full page load (plain link), so it works before the page is live. */
  href: string;
  action: string;
  /** Shown as Most Popular, on a dark card. */
  highlighted?: boolean;
  headingOrder?: 2 | 3 | 4;
  /** The button's look: filled for the retainers, outline for the lighter monthly plans. */
  variant?: 'filled' | 'outline';
}

/** One priced plan (a retainer or a monthly plan): name, price per period, description, features and its button. */
export function PlanCard({
  idPrefix,
  name,
  price,
  period,
  description,
  features,
  featuresLabel,
  href,
  action,
  highlighted = false,
  headingOrder = 3,
  variant = 'filled',
}: PlanCardProps) {
  const Heading = `h${headingOrder}` as const;
  const nameId = `${idPrefix}-name`;
  return (
    <li className={classes.card} data-highlighted={highlighted || undefined} aria-labelledby={nameId}>
      {highlighted && (
        <span className={classes.popular}>
          <IconCrown size={14} stroke={2} aria-hidden />
          Most Popular
        </span>
      )}
      <Heading id={nameId} className={classes.name}>
        {name}
      </Heading>
      <p className={classes.price}>
        <span className={classes.amount}>{price}</span>
        <span className={classes.period}>{period}</span>
      </p>
      {description && <p className={classes.description}>{description}</p>}
      <ul className={classes.features} aria-label={featuresLabel}>
        {features.map((feature) => (
          <li key={feature}>
            <span className={classes.check} aria-hidden>
              <IconCheck size={13} stroke={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Button
        component="a"
        href={href}
        size="md"
        radius="md"
        fullWidth
        variant={variant}
        className={highlighted ? classes.ctaHighlighted : classes.cta}
        rightSection={<IconArrowRight size={17} stroke={2} aria-hidden />}
        aria-describedby={nameId}
      >
        {action}
      </Button>
    </li>
  );
}
