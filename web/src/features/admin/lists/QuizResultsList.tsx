import { Badge, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import type { QuizResultRow } from '@elite/contracts/schemas/admin';
import { adminRecommendations } from '@elite/contracts/rules/readiness-assessment';
import { IconMailForward } from '@tabler/icons-react';
import { trpc } from '../../../lib/trpc.ts';
import { AdminList, type AdminColumn } from '../AdminList.tsx';
import { formatDateTime } from '../format.ts';
import { showToast } from '../../../lib/toast.ts';

/** docs/admin.md#quiz-results: quiz scores use the 80 and 60 cutoffs. */
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
        <Stack gap="xs" component="span">
          {r.categoryScores.map((c) => (
            <Stack key={c.name} gap={2} component="span" aria-label={`${c.name}: ${c.percentage}%`}>
              <Group justify="space-between" component="span">
                <Text span size="sm">
                  {c.name}
                </Text>
                <Text span size="sm" fw={600} c={`${scoreColor(c.percentage)}.8`}>
                  {c.percentage}%
                </Text>
              </Group>
              <Progress value={c.percentage} color={scoreColor(c.percentage)} size="sm" radius="xl" aria-hidden />
            </Stack>
          ))}
        </Stack>
      ),
    },
  },
  { key: 'phone', header: 'Phone', value: (r) => r.phone ?? '', table: false },
  { key: 'followUps', header: 'Follow-up Emails', value: (r) => r.followUps ?? 0, table: false },
  {
    key: 'recommendations',
    header: 'Recommended Services',
    table: false,
    value: (r) => adminRecommendations(r.overallScore).join('; '),
    detail: {
      wide: true,
      render: (r) => (
        <List size="sm" component="span" withPadding>
          {adminRecommendations(r.overallScore).map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      ),
    },
  },
];

/** The Quiz Results tab. */
export function QuizResultsList() {
  return (
    <AdminList
      title="Quiz Results"
      description="Business Readiness Assessment reports requested by visitors"
      columns={quizResultColumns}
      procedure={trpc.admin.quizResults}
      emptyTitle="No quiz results yet"
      emptyDescription="Assessment results appear here when a visitor requests the detailed report."
      exportName="quiz-results"
      detailTitle={(r) => `Quiz result: ${r.name}`}
      detailActions={(r, close) => <FollowUpButton row={r} onSent={close} />}
    />
  );
}

/** Send Follow-up Email: queued through the outbox on the server with the offers that fit the score. */
function FollowUpButton({ row, onSent }: { row: QuizResultRow; onSent: () => void }) {
  const utils = trpc.useUtils();
  const send = trpc.quizResults.sendFollowUp.useMutation({
    onSuccess: () => {
      showToast({ color: 'green', title: 'Follow-up Email Sent', message: `A follow-up email is on its way to ${row.email}.` });
      void utils.admin.quizResults.invalidate();
      onSent();
    },
    onError: () => showToast({ color: 'red', title: 'Error', message: 'Failed to send the follow-up email. Please try again.' }),
  });
  return (
    <Button leftSection={<IconMailForward size={16} aria-hidden />} loading={send.isPending} onClick={() => send.mutate({ id: row.id })}>
      Send Follow-up Email
    </Button>
  );
}
