import { certificationReportInput } from '@elite/contracts/schemas/certification';
import { contactInput, proposalInput } from '@elite/contracts/schemas/leads';
import { created, proposalRequested } from '@elite/contracts/schemas/answers';
import { publicProcedure, rest, router } from '../../trpc/trpc.ts';
import { createContact, recordCertificationReport, requestProposal } from './leads.service.ts';

const LEAD_LIMIT = 'Contact messages and proposal requests count against one limit per address.';

export const leadsRouter = router({
  create: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/contacts',
        tag: 'Leads',
        summary: 'Send a contact message',
        description: `The team is mailed; \`website\` is a trap for bots and must stay empty. ${LEAD_LIMIT}`,
        answer: created,
        status: 201,
        limited: true,
      }),
    )
    .input(contactInput)
    .mutation(({ ctx, input }) => createContact(ctx, input)),
  requestProposal: publicProcedure
    .meta(
      rest({
        method: 'post',
        path: '/proposals',
        tag: 'Leads',
        summary: 'Request a proposal for a cart',
        description: `The server prices the lines from the catalogue. ${LEAD_LIMIT}`,
        answer: proposalRequested,
        status: 201,
        limited: true,
      }),
    )
    .input(proposalInput)
    .mutation(({ ctx, input }) => requestProposal(ctx, input)),
  /** The certification quiz's "Download Full Report": name, e-mail and the result, as a lead (docs/tools.md#the-report-asks-who-you-are). */
  certificationReport: publicProcedure.input(certificationReportInput).mutation(({ ctx, input }) => recordCertificationReport(ctx, input)),
});
