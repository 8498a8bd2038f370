import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';
import { Link } from '@tanstack/react-router';
import classes from './SchedulePage.module.css';

/**
 * The cancel and reschedule pages' answer to a link they cannot use (incomplete, used, replaced, too late):
 * what the link cannot do, why, and the two ways on (docs/scheduling.md#a-link-that-cannot-be-used).
 */
export function UnusableLink({ title, reason }: { title: string; reason: string }) {
  return (
    <Stack gap="md">
      <Title order={2} className={classes.stepTitle}>
        {title}
      </Title>
      <Alert color="red" variant="light">
        {reason}
      </Alert>
      <Text c="dimmed" size="sm">
        You can also call us at {company.phoneDisplay}, or{' '}
        {/* Underlined: inside a sentence, a link told apart by its colour alone is missed (axe link-in-text-block). */}
        <Anchor component={Link} to="/schedule" underline="always">
          book a new time
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
