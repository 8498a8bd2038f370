import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** docs/admin.md#lists: an admin list that could not load. */
export function ErrorLoadingCard({ onRetry }: { onRetry?: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <Stack align="center" ta="center" gap="xs" py="md">
        <ThemeIcon size={48} radius="xl" color="red" variant="light">
          <IconAlertCircle size={26} aria-hidden />
        </ThemeIcon>
        <Title order={3} fz={20} mt="xs">
          Error Loading Data
        </Title>
        <Text c="dimmed">Unable to load submissions. Please try again later.</Text>
        {onRetry && (
          <Button variant="default" mt="sm" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
