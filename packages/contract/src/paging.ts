import { z } from 'zod';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

const CURSOR = /^[A-Za-z0-9_-]+$/;

/** Past this many rows a list's total is an estimate (`estimated: true`), never an exact count over millions. */
export const EXACT_COUNT_LIMIT = 10_000;

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
    /** Keyset cursors of the page before (`after`: the previous page's `next`; `before`: the next page's `prev`). */
    after: z.string().max(400).regex(CURSOR, { message: 'validation.cursor' }).optional(),
    before: z.string().max(400).regex(CURSOR, { message: 'validation.cursor' }).optional(),
    /** The last page, read from the end (fast whatever the count). */
    last: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    estimated: z.boolean().optional(),
    next: z.string().nullable().optional(),
    prev: z.string().nullable().optional(),
  });
}
export interface ListResponse<T> {
  items: T[];
  /** Exact up to `EXACT_COUNT_LIMIT`; past it the planner's estimate, with `estimated: true`. */
  total: number;
  estimated?: boolean;
  /** Cursor of the page after this one (send it as `after`), null when there is none or no cursor applies. */
  next?: string | null;
  /** Cursor of the page before this one (send it as `before`). */
  prev?: string | null;
}

/** The paging part of a list query, without filters and search. */
export type PageRequest = Pick<ListQuery, 'page' | 'pageSize' | 'after' | 'before' | 'last'>;

export function parseSort(sort: string | undefined): { field: string; direction: 'asc' | 'desc' } | null {
  if (!sort) return null;
  const [field, direction] = sort.split(':');
  if (!field || (direction !== 'asc' && direction !== 'desc')) return null;
  return { field, direction };
}

/** An export's query: the list's sort and search without paging, plus the format. */
export const exportQuerySchema = listQuerySchema
  .omit({ page: true, pageSize: true, after: true, before: true, last: true })
  .extend({ formato: z.enum(['xlsx', 'csv'], { message: 'validation.option' }).default('xlsx') })
  .strict();

/** The paging fields a list's export drops (`schema.omit(PAGING_FIELDS)`). */
export const PAGING_FIELDS = { page: true, pageSize: true, after: true, before: true, last: true } as const;

/** The export's format field (`.omit(PAGING_FIELDS).extend({ formato: exportFormatSchema })`). */
export const exportFormatSchema = exportQuerySchema.shape.formato;
