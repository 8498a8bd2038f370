import { formatScore } from '@elite/contracts/rules/readiness-assessment';
import { Group, Progress, Stack, Text } from '@mantine/core';

/** Colours by the 80 and 60 cutoffs (docs/assessments.md#readiness-scoring), used by the results, the report and the admin. */
export const percentColor = (p: number) => (p >= 80 ? 'green' : p >= 60 ? 'yellow' : 'red');

/** Per-category rows: name, percentage, score to one decimal out of the maximum, and a bar. */
type BarScore = { name: string; percentage: number; score?: number; maxScore?: number };

export function ScoreBars({ scores }: { scores: readonly BarScore[] }) {
  return (
    <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {scores.map((c) => (
        <li key={c.name} aria-label={`${c.name}: ${c.percentage}%`}>
          <Group justify="space-between" mb={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {c.name}
            </Text>
            <Group gap="sm" wrap="nowrap">
              {c.score !== undefined && c.maxScore !== undefined && (
                <Text size="xs" c="dimmed">
                  {formatScore(c.score)} / {formatScore(c.maxScore)}
                </Text>
              )}
              <Text size="sm" fw={700} c={`${percentColor(c.percentage)}.8`}>
                {c.percentage}%
              </Text>
            </Group>
          </Group>
          <Progress value={c.percentage} color={percentColor(c.percentage)} size="md" radius="xl" aria-hidden />
        </li>
      ))}
    </Stack>
  );
}
