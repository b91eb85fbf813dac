import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityRule, Action, Subject } from './permissions.ts';

/* The CASL ability, apart from permissions.ts so that the sign-in page loads no CASL (decision 0087). */
export type AppAbility = MongoAbility<[Action, Subject]>;

export function createAppAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules as RawRuleOf<AppAbility>[]);
}
