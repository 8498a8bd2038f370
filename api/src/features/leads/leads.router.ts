import { contactInput } from '@elite/contracts/schemas/leads';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import { createContact } from './leads.service.ts';

export const leadsRouter = router({
  create: publicProcedure.input(contactInput).mutation(({ ctx, input }) => createContact(ctx, input)),
});
