import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

export interface PageHeaderProps {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** Buttons or in-page links under the lead. */
  children?: ReactNode;
}

/** The navy header of the inner marketing pages (/how-it-works, /entity-types, /resources, /contact), holding the h1. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <div className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <span className={classes.eyebrow}>{eyebrow}</span>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <p className={classes.lead}>{lead}</p>
        {children && <div className={classes.extra}>{children}</div>}
      </Container>
    </div>
  );
}
