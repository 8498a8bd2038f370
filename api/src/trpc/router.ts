import { systemRouter } from '../features/system/system.router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  system: systemRouter,
});

/** The only thing web/ imports from api/ (type-only). */
export type AppRouter = typeof appRouter;
