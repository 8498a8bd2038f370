import type { OptionValue } from '@elite/contracts/catalogue/readiness-questions';

/**
 * Where the readiness assessment is, kept in this tab's session storage as it is answered
 * (docs/assessments.md#business-readiness-assessment): a reload finds the same question, the answers given and the
 * one chosen but not yet confirmed with Next, or the results. Session storage ends with the tab; a retake clears it.
 */
export interface QuizProgress {
  stage: 'quiz' | 'results';
  index: number;
  picks: Record<number, OptionValue>;
  selected: OptionValue | null;
}

const KEY = 'elite.assessment.readiness';

export function readProgress(questionCount: number): QuizProgress | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<QuizProgress> | null;
    if (!stored || (stored.stage !== 'quiz' && stored.stage !== 'results')) return null;
    if (!Number.isInteger(stored.index) || stored.index! < 0 || stored.index! >= questionCount) return null;
    if (typeof stored.picks !== 'object' || stored.picks === null) return null;
    return { stage: stored.stage, index: stored.index!, picks: stored.picks, selected: stored.selected ?? null };
  } catch {
    return null;
  }
}

/** Whether this tab has begun the assessment: the page then needs the assessment live at once, to show where it was. */
export function hasProgress(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function writeProgress(progress: QuizProgress | null): void {
  try {
    if (progress) sessionStorage.setItem(KEY, JSON.stringify(progress));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or switched off: the assessment still works, it just forgets on reload.
  }
}
