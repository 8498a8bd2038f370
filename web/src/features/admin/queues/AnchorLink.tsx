import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/** A Mantine anchor that is a typed router link (search params included): the dashboard's numbers, related records. */
export const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>>(function MantineAnchor(props, ref) {
    return <Anchor ref={ref} {...props} />;
  }),
);
