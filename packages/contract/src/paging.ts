import { z } from 'zod';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Common list query of api-conventions.md; each list extends it with its own filters. */
export const listQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'validation.pageSize' })
      .default(DEFAULT_PAGE_SIZE),
    sort: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]*:(asc|desc)$/, { message: 'validation.sort' })
      .optional(),
    search: z.string().max(200).optional(),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}
export interface ListResponse<T> {
  items: T[];
  total: number;
}

export function parseSort(sort: string | undefined): { field: string; direction: 'asc' | 'desc' } | null {
  if (!sort) return null;
  const [field, direction] = sort.split(':');
  if (!field || (direction !== 'asc' && direction !== 'desc')) return null;
  return { field, direction };
}
