import { retainerPlans } from '@elite/contracts/catalogue/retainers';
import { PlanCard } from './PlanCard.tsx';
import classes from './RetainerPlans.module.css';

interface RetainerPlansProps {
  /** The heading level of each plan's name, under the section that shows the cards. */
  headingOrder?: 2 | 3 | 4;
}

/**
 * The three monthly advisory retainers (docs/catalogue-and-cart.md#retainer-plans): name, price per month, description,
 * features and Subscribe Now, a full page load (not a client navigation) of /checkout-simple?plan={checkoutPlan}; Transformation is
 * highlighted as Most Popular. Used on home and /services.
 */
export function RetainerPlans({ headingOrder = 3 }: RetainerPlansProps) {
  return (
    <ul className={classes.grid} aria-label="Retainer plans">
      {retainerPlans.map((plan) => (
        <PlanCard
          key={plan.id}
          idPrefix={`retainer-${plan.id}`}
          name={plan.name}
          price={plan.price}
          period={plan.period}
          description={plan.description}
          features={plan.features}
          featuresLabel={`${plan.name} includes`}
          href={`/checkout-simple?plan=${plan.checkoutPlan}`}
          action="Subscribe Now"
          highlighted={plan.highlighted}
          headingOrder={headingOrder}
        />
      ))}
    </ul>
  );
}
