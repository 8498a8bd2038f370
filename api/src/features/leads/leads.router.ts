import { contactInput, proposalInput } from '@elite/contracts/schemas/leads';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import { createContact, requestProposal } from './leads.service.ts';

export const leadsRouter = router({
  create: publicProcedure.input(contactInput).mutation(({ ctx, input }) => createContact(ctx, input)),
  requestProposal: publicProcedure.input(proposalInput).mutation(({ ctx, input }) => requestProposal(ctx, input)),
});
