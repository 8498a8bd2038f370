import { Badge, Stack, Text } from '@mantine/core';
import type { QuizResultRow } from '@elite/contracts/schemas/admin';
import { useTRPC } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDateTime } from '../format.ts';

/** Spec 3, section 9: quiz scores use the 80 and 60 cutoffs. */
export const scoreColor = (percent: number) => (percent >= 80 ? 'green' : percent >= 60 ? 'yellow' : 'red');

export const quizResultColumns: AdminColumn<QuizResultRow>[] = [
  { key: 'createdAt', header: 'Date', value: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'name', header: 'Name', value: (r) => r.name, nowrap: true },
  { key: 'email', header: 'Email', value: (r) => r.email },
  {
    key: 'overallScore',
    header: 'Score',
    value: (r) => `${r.overallScore}%`,
    render: (r) => (
      <Text span fw={700} c={`${scoreColor(r.overallScore)}.8`}>
        {r.overallScore}%
      </Text>
    ),
  },
  { key: 'scoreLevel', header: 'Level', value: (r) => r.scoreLevel, nowrap: true },
  {
    key: 'reportSent',
    header: 'Report',
    value: (r) => (r.reportSent ? 'Sent' : 'Pending'),
    render: (r) => (
      <Badge color={r.reportSent ? 'green' : 'gray'} variant="light" radius="sm" tt="none">
        {r.reportSent ? 'Sent' : 'Pending'}
      </Badge>
    ),
  },
  {
    key: 'categoryScores',
    header: 'Category Scores',
    table: false,
    value: (r) => r.categoryScores.map((c) => `${c.name}: ${c.percentage}%`).join('; '),
    detail: {
      wide: true,
      render: (r) => (
        <Stack gap={2} component="span">
          {r.categoryScores.map((c) => (
            <Text span key={c.name} size="sm">
              {c.name}:{' '}
              <Text span fw={600} c={`${scoreColor(c.percentage)}.8`}>
                {c.percentage}%
              </Text>
            </Text>
          ))}
        </Stack>
      ),
    },
  },
];

/** The Quiz Results tab. */
export function QuizResultsList() {
  const trpc = useTRPC();
  return (
    <AdminList
      title="Quiz Results"
      description="Business Readiness Assessment reports requested by visitors"
      columns={quizResultColumns}
      query={(input) => trpc.admin.quizResults.queryOptions(input)}
      emptyTitle="No quiz results yet"
      emptyDescription="Assessment results appear here when a visitor requests the detailed report."
      exportName="quiz-results"
      detailTitle={(r) => `Quiz result: ${r.name}`}
    />
  );
}
