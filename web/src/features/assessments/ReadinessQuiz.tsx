import { assessmentQuestions, type OptionValue } from '@elite/contracts/catalogue/readiness-questions';
import {
  buildReport,
  recommendationBand,
  reportDate,
  resultRecommendations,
  scoreAssessment,
  weightedScore,
  type AssessmentReport,
} from '@elite/contracts/rules/readiness-assessment';
import type { reportContact } from '@elite/contracts/schemas/assessments';
import { Alert, Badge, Button, Group, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconBulb, IconFileText, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { loadWithDataLayer } from '../../lib/data-island.tsx';
import { DetailedReport, reportTitleId } from './DetailedReport.tsx';
import { ScoreBars, percentColor } from './ScoreBars.tsx';
import { selectAnswerToast, showToast } from './toast.ts';
import { ScoreRing } from './ScoreRing.tsx';
import { readProgress, writeProgress } from './quiz-progress.ts';

const scrollToQuiz = () => document.getElementById('assessment')?.scrollIntoView({ block: 'start' });

/**
 * The report dialog (its form, @mantine/form, the contact schema and the data layer it sends through) comes with the
 * results, not with the page (docs/decisions/0038-data-islands.md).
 */
const ReportDialog = lazy(() => loadWithDataLayer(() => import('./ReportDialog.tsx').then((m) => m.ReportDialog)).then((dialog) => ({ default: dialog })));

type Stage = 'quiz' | 'results' | 'report';

/** Chosen options -> the documented answers map: question id -> option points times the question's weight. */
function answersOf(picks: Record<number, OptionValue>): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const q of assessmentQuestions) {
    const score = picks[q.id] === undefined ? undefined : weightedScore(q, picks[q.id]!);
    if (score !== undefined) answers[String(q.id)] = score;
  }
  return answers;
}

/**
 * The Business Readiness Assessment (docs/assessments.md#business-readiness-assessment): 40 questions one at a time, then
 * results, then the report dialog over them, then the detailed report (also e-mailed, and as a PDF).
 */
export function ReadinessQuiz() {
  const questions = assessmentQuestions;
  const [stage, setStage] = useState<Stage>('quiz');
  const [index, setIndex] = useState(0);
  const [picks, setPicks] = useState<Record<number, OptionValue>>({});
  const [selected, setSelected] = useState<OptionValue | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [report, setReport] = useState<AssessmentReport | null>(null);
  // The name, e-mail and phone the report was asked with: the dialog shows them again after Back to Results.
  const [contact, setContact] = useState<z.output<typeof reportContact> | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const arrivedAtResults = useRef(false);

  // A reload finds the assessment where it was (quiz-progress.ts): read once the page is live, since the prerendered
  // page knows no answers; then kept as it changes.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const progress = readProgress(questions.length);
    if (progress) {
      /* eslint-disable react-hooks/set-state-in-effect -- browser-only state, read after hydration (docs/decisions/0031-linting-and-formatting.md) */
      setStage(progress.stage);
      setIndex(progress.index);
      setPicks(progress.picks);
      setSelected(progress.selected);
      /* eslint-enable react-hooks/set-state-in-effect */
    }
    setRestored(true);
  }, [questions.length]);
  useEffect(() => {
    if (restored) writeProgress({ stage: stage === 'report' ? 'results' : stage, index, picks, selected });
  }, [restored, stage, index, picks, selected]);

  const answers = useMemo(() => answersOf(picks), [picks]);
  const scores = useMemo(() => scoreAssessment(answers), [answers]);
  const question = questions[index];

  const next = () => {
    if (!question) return;
    if (!selected) {
      selectAnswerToast('You must select an answer before proceeding.');
      return;
    }
    const updated = { ...picks, [question.id]: selected };
    setPicks(updated);
    if (index === questions.length - 1) {
      setStage('results');
      scrollToQuiz();
      arrivedAtResults.current = true;
      return;
    }
    setIndex(index + 1);
    setSelected(updated[questions[index + 1]!.id] ?? null);
  };

  // The choice on screen is kept even though Next was not pressed: coming back shows it again.
  const previous = () => {
    if (index === 0 || !question) return;
    const kept = selected ? { ...picks, [question.id]: selected } : picks;
    setPicks(kept);
    setIndex(index - 1);
    setSelected(kept[questions[index - 1]!.id] ?? null);
  };

  const retake = () => {
    setPicks({});
    setSelected(null);
    setIndex(0);
    setReport(null);
    setDialogOpen(false);
    setStage('quiz');
    writeProgress(null);
    scrollToQuiz();
  };

  // The server stored the result and queued the e-mail (ReportDialog sent it): show the report.
  const reportSent = (contact: z.output<typeof reportContact>) => {
    setContact(contact);
    setReport(buildReport(scores, contact.name, reportDate(new Date())));
    setDialogOpen(false);
    setStage('report');
    showToast({ color: 'green', title: 'Report Generated!', message: 'Your detailed report has been generated and will be sent to your email shortly.' });
  };

  // A new report comes into view with focus on its title (docs/assessments.md#report-request): the page's top is the hero,
  // and the dialog's button that had focus is gone.
  useEffect(() => {
    if (stage !== 'report' || !report) return;
    scrollToQuiz();
    document.getElementById(reportTitleId)?.focus({ preventScroll: true });
  }, [stage, report]);

  // The results replace the button that showed them: the focus goes to them, so on a phone the floating buttons stay
  // aside while they are read (lib/keep-clear.ts).
  useEffect(() => {
    if (stage !== 'results' || !arrivedAtResults.current) return;
    arrivedAtResults.current = false;
    resultsRef.current?.focus({ preventScroll: true });
  }, [stage]);

  if (stage === 'report' && report) {
    return <DetailedReport report={report} onBack={() => setStage('results')} onRetake={retake} />;
  }

  if (stage === 'results') {
    const band = resultRecommendations[recommendationBand(scores.overallScore)];
    return (
      <Stack gap="xl" data-testid="assessment-results" ref={resultsRef} tabIndex={-1} data-keep-clear>
        <Paper withBorder radius="lg" p="xl">
          <Group gap="xl" wrap="wrap" align="center">
            <ScoreRing
              size={160}
              thickness={14}
              value={scores.overallScore}
              color={percentColor(scores.overallScore)}
              label={
                <Text ta="center" fw={700} fz={34}>
                  {scores.overallScore}%
                </Text>
              }
            />
            <div>
              <Text size="sm" fw={600} c="dimmed">
                Your overall readiness score
              </Text>
              <Title order={2} mt={4} data-testid="score-level">
                {scores.scoreLevel}
              </Title>
              <Text c="dimmed" mt={4}>
                Across 40 questions in 8 dimensions
              </Text>
            </div>
          </Group>
        </Paper>
        <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="breakdown-title">
          <Title order={3} id="breakdown-title" mb="lg">
            Category Breakdown
          </Title>
          <ScoreBars scores={scores.categoryScores} />
        </Paper>
        <Alert variant="light" color={percentColor(scores.overallScore)} radius="lg" title={band.title} icon={<IconBulb size={20} />}>
          {band.text}
        </Alert>
        <Group justify="center">
          <Button variant="default" size="md" leftSection={<IconRefresh size={16} aria-hidden />} onClick={retake}>
            Retake Assessment
          </Button>
          <Button size="md" leftSection={<IconFileText size={16} aria-hidden />} onClick={() => setDialogOpen(true)}>
            Get Detailed Report
          </Button>
        </Group>
        <Suspense fallback={null}>
          <ReportDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} result={{ scores, answers }} onSent={reportSent} contact={contact} />
        </Suspense>
      </Stack>
    );
  }

  if (!question) return <Text ta="center">Loading quiz...</Text>;
  const last = index === questions.length - 1;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="assessment-quiz">
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" fw={600} c="dimmed">
            Question {index + 1} of {questions.length}
          </Text>
          <Badge variant="light" color="navy">
            {question.category}
          </Badge>
        </Group>
        <Progress value={((index + 1) / questions.length) * 100} color="gold.6" size="sm" aria-label="Assessment progress" />
        <Radio.Group
          key={question.id}
          label={
            <Text fw={700} fz="xl" component="span" ff="heading">
              {question.question}
            </Text>
          }
          value={selected}
          onChange={(value) => setSelected(value)}
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
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} disabled={index === 0} onClick={previous}>
            Previous
          </Button>
          <Button onClick={next} rightSection={<IconArrowRight size={16} aria-hidden />}>
            {last ? 'View Results' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
