import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Sections.module.css';

export interface SectionHeaderProps {
  /** The id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** 'dark' on navy backgrounds. */
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
}

/** The eyebrow, h2 and lead that open every marketing section (the style of the home statistics). */
export function SectionHeader({ id, eyebrow, title, lead, tone = 'light', align = 'center' }: SectionHeaderProps) {
  return (
    <div className={classes.header} data-tone={tone} data-align={align}>
      <span className={classes.eyebrow}>{eyebrow}</span>
      <Title id={id} order={2} className={classes.title}>
        {title}
      </Title>
      {lead && <p className={classes.lead}>{lead}</p>}
    </div>
  );
}
