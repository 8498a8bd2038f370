import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AuthScreen.module.css';

interface Props {
  icon: ReactNode;
  title: string;
  subtitle: ReactNode;
  /** The card's width in px. */
  width?: number;
  /** A line under the card, on the dark backdrop. */
  footnote?: ReactNode;
  children: ReactNode;
}

/** The frame of a sign-in page: a navy backdrop and one centered card with a heading. */
export function AuthScreen({ icon, title, subtitle, width = 440, footnote, children }: Props) {
  return (
    <Box className={classes.backdrop}>
      <Box w="100%" maw={width}>
        <Paper className={classes.card} radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          <Stack align="center" gap={6} ta="center" mb="lg">
            <span className={classes.mark} aria-hidden>
              {icon}
            </span>
            <Title order={1} className={classes.title} mt="xs">
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Paper>
        {footnote && <Box className={classes.footnote}>{footnote}</Box>}
      </Box>
    </Box>
  );
}
