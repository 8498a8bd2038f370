import { showToast } from '../../lib/toast.ts';

export { showToast };

/** docs/assessments.md#business-readiness-assessment: both the audit and the assessment refuse to move on without an answer. */
export const selectAnswerToast = (message: string) => showToast({ color: 'red', title: 'Please select an answer', message });
