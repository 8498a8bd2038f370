import { Box, Group, Modal, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailField {
  label: string;
  value: ReactNode;
  /** Takes the dialog's full width (long text such as a message). */
  wide?: boolean;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  fields: DetailField[];
  /** Buttons at the bottom (Reply via Email, Confirm ...), added per list. */
  actions?: ReactNode;
}

/** A record's details as label/value pairs in a modal, with optional actions. */
export function DetailDialog({ opened, onClose, title, fields, actions }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      radius="lg"
      padding="xl"
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 22 } }}
    >
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
        {fields.map((field) => (
          <Box key={field.label} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
            <Text component="dt" size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.6}>
              {field.label}
            </Text>
            <Text component="dd" m={0} mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {field.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {actions && (
        <Group justify="flex-end" gap="sm" mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          {actions}
        </Group>
      )}
    </Modal>
  );
}
