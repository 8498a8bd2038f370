import { certificationQuestions, type CertificationAnswers, type CertificationQuestionId } from '@elite/contracts/catalogue/certification';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { onDemand } from '../../lib/on-demand.tsx';
import classes from './Certification.module.css';

/**
 * The results and the rules that make them come once the visitor starts answering, not with the page: the page
 * shows the first question, and its first download was at the edge of the budget (docs/performance.md#front-end-budgets).
 */
const { Component: CertificationResults, preload: preloadResults } = onDemand(() => import('./CertificationResults.tsx').then((m) => m.CertificationResults));

/**
 * The certification eligibility quiz (docs/tools.md#certification-eligibility-quiz): 8 questions one at a time;
 * choosing an answer stores it and moves on at once; the last answer shows the results.
 * Computed here: the quiz makes no call.
 */
export function CertificationQuiz() {
  const questions = certificationQuestions;
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<CertificationAnswers>({});
  const [finished, setFinished] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the quiz (new question, results), but not on the page's first render.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step, finished]);

  const answer = (id: CertificationQuestionId, value: string) => {
    moved.current = true;
    preloadResults();
    setAnswers((a) => ({ ...a, [id]: value }));
    if (step === questions.length - 1) setFinished(true);
    else setStep(step + 1);
  };

  const startOver = () => {
    moved.current = true;
    setAnswers({});
    setStep(0);
    setFinished(false);
  };

  if (finished) {
    return (
      <Suspense fallback={null}>
        <CertificationResults answers={answers} headingRef={headingRef} onStartOver={startOver} />
      </Suspense>
    );
  }

  const question = questions[step]!;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="certification-quiz" className={classes.quiz}>
      <Stack gap="md">
        <Text size="sm" fw={600} c="dimmed">
          Question {step + 1} of {questions.length}
        </Text>
        <Progress value={(step / questions.length) * 100} color="gold.6" size="sm" aria-label="Quiz progress" />
        <div>
          <Title order={2} fz={{ base: 20, sm: 24 }} ref={headingRef} tabIndex={-1} id="certification-question" className={classes.question}>
            {question.question}
          </Title>
          <Text size="sm" c="dimmed" mt={6}>
            {question.help}
          </Text>
        </div>
        <ul className={classes.options} aria-labelledby="certification-question">
          {question.options.map((o) => (
            <li key={o.value}>
              <button
                type="button"
                className={classes.option}
                data-chosen={answers[question.id] === o.value || undefined}
                aria-pressed={answers[question.id] === o.value}
                onClick={() => answer(question.id, o.value)}
              >
                <span>{o.label}</span>
                <IconChevronRight size={18} aria-hidden className={classes.optionIcon} />
              </button>
            </li>
          ))}
        </ul>
        <Group>
          <Button
            variant="subtle"
            color="navy"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            disabled={step === 0}
            onClick={() => {
              moved.current = true;
              setStep(step - 1);
            }}
          >
            Previous question
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
