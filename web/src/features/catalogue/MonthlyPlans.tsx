import { plans } from '@elite/contracts/catalogue/plans';
import { PlanCard } from './PlanCard.tsx';
import classes from './RetainerPlans.module.css';

/**
 * The three monthly plans of /checkout (docs/catalogue-and-cart.md#monthly-plans): name, price per month, features and
 * Get Started, a full page load of the plan checkout with its formation form. The same card as the retainers.
 */
export function MonthlyPlans() {
  return (
    <ul className={classes.grid} aria-label="Monthly plans">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          idPrefix={`plan-${plan.id}`}
          name={plan.name}
          price={plan.priceText}
          period={plan.period}
          features={plan.features}
          featuresLabel={`${plan.name} plan includes`}
          href={`/checkout?plan=${plan.id}`}
          action="Get Started"
          variant="outline"
        />
      ))}
    </ul>
  );
}
