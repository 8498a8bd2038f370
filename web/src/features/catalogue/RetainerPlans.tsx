import { Button } from '@mantine/core';
import { IconArrowRight, IconCheck, IconCrown } from '@tabler/icons-react';
import { retainerPlans, type RetainerPlan } from '@elite/contracts/catalogue/retainers';
import classes from './RetainerPlans.module.css';

/** Where Subscribe Now goes: a full page load, not a client navigation (docs/catalogue-and-cart.md#retainer-plans). */
export const subscribeHref = (plan: RetainerPlan) => `/checkout-simple?plan=${plan.id}`;

interface RetainerPlansProps {
  /** The heading level of each plan's name, under the section that shows the cards. */
  headingOrder?: 2 | 3 | 4;
}

/**
 * The three monthly advisory retainers (docs/catalogue-and-cart.md#retainer-plans): name, price per month, description,
 * features and Subscribe Now; Transformation is highlighted as Most Popular. Used on home and /services.
 */
export function RetainerPlans({ headingOrder = 3 }: RetainerPlansProps) {
  const Heading = `h${headingOrder}` as const;
  return (
    <ul className={classes.grid} aria-label="Retainer plans">
      {retainerPlans.map((plan) => {
        const nameId = `retainer-${plan.id}-name`;
        return (
          <li key={plan.id} className={classes.card} data-highlighted={plan.highlighted || undefined} aria-labelledby={nameId}>
            {plan.highlighted && (
              <span className={classes.popular}>
                <IconCrown size={14} stroke={2} aria-hidden />
                Most Popular
              </span>
            )}
            <Heading id={nameId} className={classes.name}>
              {plan.name}
            </Heading>
            <p className={classes.price}>
              <span className={classes.amount}>{plan.price}</span>
              <span className={classes.period}>{plan.period}</span>
            </p>
            <p className={classes.description}>{plan.description}</p>
            <ul className={classes.features} aria-label={`${plan.name} includes`}>
              {plan.features.map((feature) => (
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
              href={subscribeHref(plan)}
              size="md"
              radius="md"
              fullWidth
              className={plan.highlighted ? classes.ctaHighlighted : classes.cta}
              rightSection={<IconArrowRight size={17} stroke={2} aria-hidden />}
              aria-describedby={nameId}
            >
              Subscribe Now
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
