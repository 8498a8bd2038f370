import { Box, Container, Paper, Skeleton, Stack } from '@mantine/core';
import classes from './PortalDashboard.module.css';

/** /portal/dashboard while its route checks the session and loads the client's records (when that takes a while). */
export function PortalDashboardSkeleton() {
  return (
    <Box className={classes.page} aria-busy="true" aria-label="Loading your dashboard">
      <Box className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Stack gap={10}>
            <Skeleton height={12} width={110} opacity={0.3} />
            <Skeleton height={32} width={280} opacity={0.3} />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          {[0, 1, 2].map((i) => (
            <Paper key={i} withBorder radius="lg" p="xl">
              <Skeleton height={20} width={200} mb="md" />
              <Skeleton height={48} />
            </Paper>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
