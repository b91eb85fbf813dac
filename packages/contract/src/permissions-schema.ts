import { z } from 'zod';
import { RESOURCES, type AbilityRule } from './permissions.ts';

/** A granted rule as the API carries it (permissions.ts holds the zod-free type and check, for the login screen). */
export const abilityRuleSchema = z.object({
  action: z.enum(['read', 'create', 'write', 'delete', 'manage']),
  subject: z.union([z.enum(RESOURCES), z.literal('all')]),
}) satisfies z.ZodType<AbilityRule>;
