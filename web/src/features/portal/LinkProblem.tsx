import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A mailed link that cannot be used (incomplete, used, expired): what happened, and the ways on. */
export function LinkProblem({ message, next }: { message: string; next: 'register' | 'forgot' }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" radius="md" icon={<IconAlertTriangle size={20} aria-hidden />} title="This link cannot be used" role="alert">
        {message}
      </Alert>
      <Group grow>
        <Button component={Link} to="/portal-login" variant="default">
          Sign In
        </Button>
        <Button renderRoot={(props) => <Link to="/portal-login" search={{ tab: next }} {...props} />}>
          {next === 'register' ? 'Create Account' : 'Forgot Password'}
        </Button>
      </Group>
    </Stack>
  );
}
