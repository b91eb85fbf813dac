import { z } from 'zod';

/** RFC 9457 problem details, the shape ASP.NET Core answers with. */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    code: z.string().optional(),
    requestId: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  // RFC 9457 extension members (an M3 file's findings, ...) are kept for the screen that knows them.
  .loose();
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
