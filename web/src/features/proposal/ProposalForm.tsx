import { Button, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { cartLinesFromItems } from '@elite/contracts/rules/cart';
import { MESSAGE_MAX } from '@elite/contracts/schemas/form-messages';
import { proposalForm, type ProposalForm as ProposalFields } from '@elite/contracts/schemas/leads';
import { IconSend } from '@tabler/icons-react';
import { useRef, type FormEvent } from 'react';
import { useCart } from '../cart/index.ts';
import { errorsOf, firstFieldErrors, focusFirstError } from '../../lib/forms.ts';
import { showToast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { LimitedTextarea } from '../../lib/LimitedTextarea.tsx';
import classes from './ProposalPage.module.css';

export interface Received {
  id: string;
  totalCents: number;
}

type ProposalField = Exclude<keyof ProposalFields, 'website'>;

/** The form's fields in the order shown. */
const proposalFields: readonly ProposalField[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'message'];

const emptyProposalFields: Required<ProposalFields> = { firstName: '', lastName: '', email: '', phone: '', company: '', message: '', website: '' };

const labels: Record<ProposalField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  message: 'Message (optional)',
};

function showFailure(message: string) {
  showToast({ title: 'Request Failed', message, color: 'red' });
}

/**
 * The proposal request form: @mantine/form checked by `proposalForm` (the call's `proposalInput` without the cart
 * lines, which are added on submit), so the browser and the server say the same words; the server's own field
 * messages land on the same fields. Loaded by ProposalPage when the cart is there.
 */
export function ProposalForm({ onReceived }: { onReceived: (received: Received) => void }) {
  const { items, resetCart } = useCart();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ProposalFields>({ initialValues: emptyProposalFields, validate: schemaResolver(proposalForm, { sync: true }) });

  const request = trpc.leads.requestProposal.useMutation({
    onSuccess: (data) => {
      resetCart();
      onReceived(data);
    },
    onError: (error) => {
      const fieldErrors = firstFieldErrors(error.data?.zodError?.fieldErrors);
      const found = errorsOf(fieldErrors, proposalFields);
      if (Object.keys(found).length > 0) {
        form.setErrors(found);
        focusFirstError(formRef.current, found);
        showFailure('Please correct the highlighted fields.');
        return;
      }
      // The cart's lines are not fields: a refusal of them is said in the toast.
      showFailure(fieldErrors.items ?? Object.entries(fieldErrors).find(([path]) => path.startsWith('items.'))?.[1] ?? error.message);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.onSubmit(
      ({ website, ...fields }) => {
        if (request.isPending) return;
        request.mutate({ ...proposalForm.parse({ ...fields, website: website || undefined }), items: cartLinesFromItems(items) });
      },
      (errors) => focusFirstError(formRef.current, errors),
    )(event);

  const input = (field: Exclude<ProposalField, 'message'>, props: { type?: string; autoComplete: string }) => (
    <TextInput
      name={field}
      label={labels[field]}
      withAsterisk
      size="md"
      radius="md"
      {...form.getInputProps(field)}
      maxLength={field === 'phone' ? 30 : field === 'email' ? 254 : field === 'company' ? 200 : 100}
      {...props}
    />
  );

  return (
    <form ref={formRef} className={classes.form} onSubmit={submit} noValidate aria-labelledby="form-title">
      <h2 id="form-title" className={classes.formTitle}>
        Your details
      </h2>
      <p className={classes.formLead}>We use these only to prepare and discuss your proposal.</p>
      <div className={classes.fieldGrid}>
        {input('firstName', { autoComplete: 'given-name' })}
        {input('lastName', { autoComplete: 'family-name' })}
        {input('email', { type: 'email', autoComplete: 'email' })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
        <div className={classes.wide}>{input('company', { autoComplete: 'organization' })}</div>
        <div className={classes.wide}>
          <LimitedTextarea
            name="message"
            label={labels.message}
            size="md"
            radius="md"
            rows={5}
            resize="vertical"
            limit={MESSAGE_MAX}
            placeholder="Goals, timing, or anything your advisor should know"
            {...form.getInputProps('message')}
            value={form.getValues().message ?? ''}
          />
        </div>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div className={classes.honeypot} aria-hidden="true">
        <label htmlFor="proposal-website">Website</label>
        <input id="proposal-website" type="text" name="website" tabIndex={-1} autoComplete="off" {...form.getInputProps('website', { withError: false })} />
      </div>
      <Button
        type="submit"
        size="lg"
        radius="md"
        fullWidth
        loading={request.isPending}
        className={classes.primary}
        rightSection={<IconSend size={18} stroke={1.8} aria-hidden />}
      >
        Request Executive Proposal
      </Button>
      <p className={classes.fine}>By submitting you agree to be contacted about this proposal. No payment is taken.</p>
    </form>
  );
}
