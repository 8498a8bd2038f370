import { Box, Container, Text } from '@mantine/core';
import { company } from '@elite/contracts/catalogue/company';

export function Footer() {
  return (
    <Box component="footer" bg="navy.9" c="white" py="xl">
      <Container size="xl">
        <Text size="sm">© {company.copyrightYear} {company.name}. All rights reserved.</Text>
      </Container>
    </Box>
  );
}
