import { nameSearchInput } from '@elite/contracts/schemas/name-search';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import { searchName } from './name-search.service.ts';

export const nameSearchRouter = router({
  search: publicProcedure.input(nameSearchInput).mutation(({ ctx, input }) => searchName(ctx, input)),
});
