import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export const TOP_BAR_HEIGHT = 72;

export function TopBar() {
  return (
    <Box component="header" pos="fixed" top={0} left={0} right={0} h={TOP_BAR_HEIGHT} bg="white" style={{ zIndex: 100 }}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between">
          <Anchor component={Link} to="/">
            Home
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
