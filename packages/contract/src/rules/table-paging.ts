import { z } from 'zod';

/** The page of a server-paged table (the staff console): 1-based page, at most 100 rows. */
export const tablePageParams = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
};

export const sortDirectionSchema = z.enum(['asc', 'desc']);
