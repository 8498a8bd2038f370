import { Button } from '@mantine/core';
import {
  IconArrowRight,
  IconBuilding,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconCertificate,
  IconClock,
  IconHeartHandshake,
  IconScale,
  IconStethoscope,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import { entityTypeInfo, findEntityCheckoutOption, type EntityTypeInfo } from '@elite/contracts/catalogue/entity-types';
import { useClientNavigation } from '../../shell/nav-links.ts';
import classes from './EntityTypes.module.css';

/** The icons named in the catalogue's entity-type cards, imported one by one so nothing else is bundled. */
const icons: Record<string, TablerIcon> = {
  IconBuilding,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconCertificate,
  IconHeartHandshake,
  IconScale,
  IconStethoscope,
  IconUsersGroup,
};

export const entityIcon = (info: EntityTypeInfo): TablerIcon => icons[info.icon] ?? IconBuilding;

/** The anchor of an entity type's detailed section on /entity-types. */
export const entityDetailId = (info: EntityTypeInfo) => `entity-${info.type}`;

/** The online formation chooser on /entity-types (features/checkout/StartFormation.tsx). */
export const startFormationId = 'start-formation';

/**
 * Where an entity type's Start Formation leads (docs/catalogue-and-cart.md#entity-types): a type sold online opens the
 * chooser on /entity-types with the type chosen, where the visitor picks the state and goes on to /entity-checkout
 * (which needs both); a type not sold online leads to an advisor.
 */
export function formationAction(type: string): { href: string; label: string; price?: string } {
  const option = findEntityCheckoutOption(type);
  return option
    ? { href: `/entity-types?type=${encodeURIComponent(type)}#${startFormationId}`, label: 'Start Formation', price: option.price }
    : { href: '/contact', label: 'Ask an Advisor' };
}

export interface EntityTypeCardsProps {
  /** Heading level of each card's title. */
  headingOrder?: 3 | 4;
  /** On /entity-types each card also links to its detailed section below. */
  withDetailsLink?: boolean;
  /** On home: on phones the cards drop their description (the full text is on /entity-types). */
  compact?: boolean;
}

/**
 * The entity-type cards of home and /entity-types (docs/catalogue-and-cart.md#entity-types): a type sold online shows its
 * one-time price and Start Formation to the online chooser; the others Ask an Advisor.
 */
export function EntityTypeCards({ headingOrder = 3, withDetailsLink = false, compact = false }: EntityTypeCardsProps) {
  const navigate = useClientNavigation();
  const Heading = `h${headingOrder}` as const;
  return (
    <ul className={classes.grid} data-compact={compact || undefined}>
      {entityTypeInfo.map((info) => {
        const Icon = entityIcon(info);
        const titleId = `entity-card-${info.type}`;
        const action = formationAction(info.type);
        return (
          <li key={info.type} className={classes.card} aria-labelledby={titleId}>
            <span className={classes.icon} aria-hidden>
              <Icon size={24} stroke={1.7} />
            </span>
            <Heading id={titleId} className={classes.cardTitle}>
              {info.title}
            </Heading>
            <p className={classes.cardText}>{info.description}</p>
            <p className={classes.timeline}>
              <IconClock size={15} stroke={2} aria-hidden />
              <span>
                <span className={classes.visuallyHidden}>Timeline: </span>
                {info.timeline}
              </span>
            </p>
            {action.price && (
              <p className={classes.price}>
                <strong>{action.price}</strong> one-time, online
              </p>
            )}
            <div className={classes.cardActions}>
              <Button
                component="a"
                href={action.href}
                onClick={navigate}
                radius="md"
                className={classes.startButton}
                rightSection={<IconArrowRight size={16} stroke={2} aria-hidden />}
                aria-describedby={titleId}
              >
                {action.label}
              </Button>
              {withDetailsLink && (
                <a href={`#${entityDetailId(info)}`} className={classes.detailsLink} aria-describedby={titleId}>
                  View details
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
