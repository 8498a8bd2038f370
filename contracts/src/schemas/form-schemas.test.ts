import { describe, expect, it } from 'vitest';
import { supportJoinForm, supportJoinFrame } from './chat.ts';
import { enterpriseIntake, essentialIntake, intakeFormFor, intakeSchemaFor, professionalIntake } from './intake.ts';
import { intakePlanTypes } from './intake-fields.ts';
import { proposalForm, proposalInput } from './leads.ts';
import { MISSING_INFORMATION } from './form-messages.ts';

/**
 * A form whose call carries more than the visitor types checks itself with the call's own schema minus what the page
 * adds (docs/decisions/0029-forms-on-mantine-form.md), so the form and the server say the same words.
 */
describe('form schemas derived from their call', () => {
  it('the /get-proposal form is proposalInput without the cart lines, with the same messages', () => {
    expect(Object.keys(proposalForm.shape).sort()).toEqual(
      Object.keys(proposalInput.shape)
        .filter((k) => k !== 'items')
        .sort(),
    );
    const typed = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example', phone: '212 555 0100', company: '', message: '' };
    const formIssues = proposalForm.safeParse(typed).error?.issues.map((i) => [i.path.join('.'), i.message]);
    const callIssues = proposalInput.safeParse({ ...typed, items: [{ serviceId: 'x', quantity: 1 }] }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(formIssues).toEqual([
      ['email', 'Please enter a valid email address.'],
      ['company', MISSING_INFORMATION],
    ]);
    expect(callIssues?.filter(([path]) => !path!.startsWith('items'))).toEqual(formIssues);
  });

  it("each plan's intake form is that plan's call schema without planType, subscriptionId and orderId", () => {
    for (const plan of intakePlanTypes) {
      const call = Object.keys(intakeSchemaFor(plan).shape);
      expect(Object.keys(intakeFormFor(plan).shape).sort()).toEqual(call.filter((k) => !['planType', 'subscriptionId', 'orderId'].includes(k)).sort());
    }
    expect(Object.keys(intakeFormFor('essential').shape)).toHaveLength(Object.keys(essentialIntake.shape).length - 3);
    expect(Object.keys(intakeFormFor('professional').shape)).toHaveLength(Object.keys(professionalIntake.shape).length - 3);
    expect(Object.keys(intakeFormFor('enterprise').shape)).toHaveLength(Object.keys(enterpriseIntake.shape).length - 3);
  });

  it('the support chat join screen checks the agentName of its support_join frame', () => {
    expect(supportJoinForm.safeParse({ agentName: '  ' }).error?.issues[0]?.message).toBe('Please enter your name.');
    expect(supportJoinFrame.safeParse({ type: 'support_join', agentName: '  ' }).error?.issues[0]?.message).toBe('Please enter your name.');
    expect(supportJoinForm.parse({ agentName: ' Sam ' })).toEqual({ agentName: 'Sam' });
  });
});
