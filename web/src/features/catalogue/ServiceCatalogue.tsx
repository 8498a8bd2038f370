import { Button, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconClock, IconShoppingBagPlus, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import {
  categoryCounts,
  serviceCategories,
  serviceCategoryLabel,
  servicesInCategory,
  type Service,
  type ServiceCategoryFilterId,
} from '@elite/contracts/catalogue/services';
import { cartItemFromService } from '@elite/contracts/rules/cart-pricing';
import { useCart } from '../cart/index.ts';
import classes from './ServiceCatalogue.module.css';

const counts = categoryCounts();

/** 'Entity Formation (5)': each filter button shows its service count (docs/catalogue-and-cart.md#categories-and-filters). */
const filterLabel = (id: ServiceCategoryFilterId) => `${serviceCategoryLabel(id)} (${counts[id]})`;

function ServiceCard({ service }: { service: Service }) {
  const { addItem } = useCart();
  const titleId = `service-${service.id.replace(/[^a-z0-9-]/gi, '')}-title`;
  return (
    <li className={classes.card} data-popular={service.popular || undefined} aria-labelledby={titleId}>
      <div className={classes.cardTop}>
        <span className={classes.category}>{serviceCategoryLabel(service.category)}</span>
        {service.popular && (
          <span className={classes.popular}>
            <IconStarFilled size={11} aria-hidden />
            Popular
          </span>
        )}
      </div>
      <h3 id={titleId} className={classes.title}>
        {service.title}
      </h3>
      <p className={classes.price}>{service.price}</p>
      {service.timeframe && (
        <p className={classes.timeframe}>
          <IconClock size={15} stroke={1.8} aria-hidden />
          {service.timeframe}
        </p>
      )}
      <p className={classes.description}>{service.description}</p>
      <ul className={classes.features} aria-label={`${service.title} includes`}>
        {service.features.map((feature) => (
          <li key={feature}>
            <IconCheck size={16} stroke={2.4} className={classes.featureIcon} aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button
        size="md"
        radius="md"
        fullWidth
        className={classes.add}
        leftSection={<IconShoppingBagPlus size={18} stroke={1.8} aria-hidden />}
        aria-label={`Add to Cart: ${service.title}`}
        onClick={() => addItem(cartItemFromService(service))}
      >
        Add to Cart
      </Button>
    </li>
  );
}

interface ServiceCatalogueProps {
  /** The chosen filter, when the page controls it (/services#digital starts on Digital Excellence). */
  category?: ServiceCategoryFilterId;
  onCategoryChange?: (category: ServiceCategoryFilterId) => void;
}

/**
 * The services catalogue (docs/catalogue-and-cart.md#categories-and-filters): category filters labelled with their counts, starting at
 * All Services, and a card per service with Add to Cart. Categories with no services show a way to ask for one.
 */
export function ServiceCatalogue({ category: controlled, onCategoryChange }: ServiceCatalogueProps) {
  const [own, setOwn] = useState<ServiceCategoryFilterId>('all');
  const category = controlled ?? own;
  const choose = (id: ServiceCategoryFilterId) => {
    setOwn(id);
    onCategoryChange?.(id);
  };
  const shown = servicesInCategory(category);

  return (
    <div>
      <div className={classes.filters} role="group" aria-label="Filter services by category">
        {serviceCategories.map((c) => (
          <UnstyledButton
            key={c.id}
            className={classes.filter}
            aria-pressed={c.id === category}
            data-active={c.id === category || undefined}
            data-empty={counts[c.id] === 0 || undefined}
            onClick={() => choose(c.id)}
          >
            {filterLabel(c.id)}
          </UnstyledButton>
        ))}
      </div>
      <p className={classes.showing} aria-live="polite">
        {category === 'all'
          ? `Showing all ${shown.length} services`
          : `Showing ${shown.length} ${shown.length === 1 ? 'service' : 'services'} in ${serviceCategoryLabel(category)}`}
      </p>
      {shown.length > 0 ? (
        <ul className={classes.grid} aria-label={`${serviceCategoryLabel(category)} services`}>
          {shown.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      ) : (
        <div className={classes.empty}>
          <h3 className={classes.emptyTitle}>No packaged services in {serviceCategoryLabel(category)} yet</h3>
          <p className={classes.emptyText}>
            Our {serviceCategoryLabel(category)} engagements are scoped to each client. Tell us what you need in a free 30-minute consultation and a senior
            advisor will design the program with you.
          </p>
          <div className={classes.emptyActions}>
            <Button component="a" href="/schedule" size="md" radius="md" leftSection={<IconCalendarEvent size={18} stroke={1.8} aria-hidden />}>
              Schedule Consultation
            </Button>
            <Button size="md" radius="md" variant="outline" onClick={() => choose('all')}>
              View all services
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
