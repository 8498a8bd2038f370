import { certificationReportInput } from '@elite/contracts/schemas/certification';
import { contactInput, proposalInput } from '@elite/contracts/schemas/leads';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import { createContact, recordCertificationReport, requestProposal } from './leads.service.ts';

export const leadsRouter = router({
  create: publicProcedure.input(contactInput).mutation(({ ctx, input }) => createContact(ctx, input)),
  requestProposal: publicProcedure.input(proposalInput).mutation(({ ctx, input }) => requestProposal(ctx, input)),
  /** The certification quiz's "Download Full Report": name, e-mail and the result, as a lead (docs/tools.md#the-report-asks-who-you-are). */
  certificationReport: publicProcedure.input(certificationReportInput).mutation(({ ctx, input }) => recordCertificationReport(ctx, input)),
});
