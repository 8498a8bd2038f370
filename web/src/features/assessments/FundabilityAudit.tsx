import { fundabilityAuditQuestions } from '@elite/contracts/catalogue/fundability';
import { scoreAudit, type AuditLevel } from '@elite/contracts/rules/fundability-audit';
import { Badge, Button, Group, List, Modal, Progress, Radio, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { selectAnswerToast } from './toast.ts';
import { ScoreRing } from './ScoreRing.tsx';

const levelColor: Record<AuditLevel, string> = { Excellent: 'green', Good: 'yellow', 'Needs Improvement': 'red' };

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Closes the dialog and shows the packages. */
  onSeeServices: () => void;
  /** Whether closing gives focus back to what opened the dialog (not when the page moves on to the packages). */
  returnFocus?: boolean;
  /** Called once the dialog has gone (its closing transition ended). */
  onClosed?: () => void;
}

/**
 * The free fundability audit (docs/assessments.md#fundability-audit): eight questions one at a time, a
 * results view with the level and its four recommendations, and Retake Audit. Computed here: no call.
 */
export function FundabilityAudit({ opened, onClose, onSeeServices, returnFocus = true, onClosed }: Props) {
  const questions = fundabilityAuditQuestions;
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [finished, setFinished] = useState(false);
  const question = questions[step]!;
  const last = step === questions.length - 1;

  const next = () => {
    if (!answers[question.id]) {
      selectAnswerToast('You must answer the current question before proceeding.');
      return;
    }
    if (last) setFinished(true);
    else setStep(step + 1);
  };
  const retake = () => {
    setAnswers({});
    setStep(0);
    setFinished(false);
  };
  const result = finished ? scoreAudit(answers) : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={returnFocus}
      onExitTransitionEnd={onClosed}
      title="Free Fundability Audit"
      size="lg"
      centered
      radius="lg"
      padding="xl"
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 22 } }}
    >
      {result ? (
        <Stack gap="lg" data-testid="audit-results">
          <Group gap="xl" wrap="nowrap" align="center">
            <ScoreRing
              size={132}
              thickness={12}
              value={result.percentage}
              color={levelColor[result.level]}
              label={
                <Text ta="center" fw={700} fz={28}>
                  {result.percentage}%
                </Text>
              }
            />
            <div>
              <Text size="sm" c="dimmed" fw={600}>
                Your fundability score
              </Text>
              <Title order={3} mt={4}>
                {result.level}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {result.points} of {result.maxPoints} points
              </Text>
            </div>
          </Group>
          <div>
            <Text fw={700} mb="xs">
              Recommendations
            </Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon color="gold" size={20} radius="xl" variant="light">
                  <IconCircleCheck size={14} />
                </ThemeIcon>
              }
            >
              {result.recommendations.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </div>
          <Group justify="space-between">
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={retake}>
              Retake Audit
            </Button>
            <Button color="gold.6" c="navy.9" rightSection={<IconArrowRight size={16} aria-hidden />} onClick={onSeeServices}>
              See Fundability Services
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm" fw={600} c="dimmed">
              Question {step + 1} of {questions.length}
            </Text>
            <Badge variant="light" color="navy">
              {question.category}
            </Badge>
          </Group>
          <Progress value={((step + 1) / questions.length) * 100} color="gold.6" size="sm" aria-label="Audit progress" />
          <Radio.Group
            key={question.id}
            label={
              <Text fw={700} fz="lg" component="span">
                {question.question}
              </Text>
            }
            value={answers[question.id] ?? null}
            onChange={(value) => setAnswers((a) => ({ ...a, [question.id]: value }))}
          >
            <Stack gap="sm" mt="md">
              {question.options.map((o) => (
                <Radio.Card key={o.value} value={o.value} radius="md" p="md" withBorder>
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <Text size="sm">{o.label}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="space-between" mt="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} disabled={step === 0} onClick={() => setStep(step - 1)}>
              Previous
            </Button>
            <Button onClick={next} rightSection={last ? undefined : <IconArrowRight size={16} aria-hidden />}>
              {last ? 'Get Results' : 'Next'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
