import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** Admin lists are paginated on the server, newest first (docs/admin.md#lists). */
export const pageQuery = z.object({
  page: z.coerce.number({ message: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').default(1),
  pageSize: z.coerce
    .number({ message: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(25),
});

export interface Page<T> {
  items: T[];
  total: number;
  /** True when more rows match than `total`: a work-queue search counts only so far (docs/admin.md#the-lists-query). */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}
