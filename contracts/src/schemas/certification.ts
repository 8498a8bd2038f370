import { z } from 'zod';
import { certificationQuestions, type CertificationAnswers } from '../catalogue/certification.ts';
import { reportContact } from './assessments.ts';

/**
 * The certification quiz's "Download Full Report" (docs/tools.md#the-report-asks-who-you-are): the visitor's name and
 * e-mail, checked the same in the browser and on the server, before the report downloads. The server records them
 * as a lead with the result it computes itself from the answers.
 */
export const certificationReportForm = reportContact.pick({ name: true, email: true });
export type CertificationReportForm = z.input<typeof certificationReportForm>;

/** The answers: question ids with one of that question's options; an unanswered question is left out. */
const answers = z.record(z.string(), z.string()).superRefine((value, ctx) => {
  for (const [id, option] of Object.entries(value)) {
    const question = certificationQuestions.find((q) => q.id === id);
    if (!question) ctx.addIssue({ code: 'custom', message: `${id} is not a question of the quiz` });
    else if (!question.options.some((o) => o.value === option)) ctx.addIssue({ code: 'custom', message: `${id} has no option ${option}` });
  }
});

/** leads.certificationReport: the form, the answers, and the honeypot `website` (people never see it, bots fill it). */
export const certificationReportInput = certificationReportForm.extend({
  answers: answers.transform((v) => v as CertificationAnswers),
  website: z.string().max(500).optional(),
});
