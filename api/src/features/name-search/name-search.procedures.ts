import { nameSearchResult } from '@elite/contracts/schemas/answers';
import { nameSearchInput } from '@elite/contracts/schemas/name-search';
import { publicProcedure, rest, router } from '../../trpc/trpc.ts';
import { searchName } from './name-search.service.ts';

export const nameSearchRouter = router({
  search: publicProcedure
    .meta(
      rest({
        tag: 'Tools',
        method: 'post',
        path: '/tools/name-search',
        summary: 'Check a business name',
        description: 'The name as it would be filed, whether it is free in our records, and alternatives.',
        answer: nameSearchResult,
        limited: true,
      }),
    )
    .input(nameSearchInput)
    .mutation(({ ctx, input }) => searchName(ctx, input)),
});
