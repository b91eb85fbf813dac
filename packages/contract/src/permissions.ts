/* Free of CASL and zod: the small sign-in page imports it (landing place, rule check) without either (decision 0087). */

/** Every permission resource named in spec point 6, plus `all` for `manage`. */
export const RESOURCES = [
  'Auth',
  'AccionesMejora',
  'GeneralData',
  'RecursosHumanos',
  'GeneralDatos',
  'Boletines',
  'Clasificaciones',
  'Confrontas',
  'Clientes',
  'ExpedientesDigitales',
  'Partes',
  'Previos',
  'Destinatarios',
  'Usuarios',
  'Proveedores',
  'MesaAyuda',
  'Categories',
  'Users',
  'Incidencias',
  'Seguridad',
  'Software',
  'Provedorees',
  'Provedores',
  'TipoEquipo',
  'Marcas',
  'CuentaBancaria',
  'Banco',
  'AuditoriaMolex',
  'Tableros',
  'Pedimentos',
  'profile',
  'home',
] as const;
export type Resource = (typeof RESOURCES)[number];
export type Subject = Resource | 'all';

/** Grantable actions. A route's `edit` means `write`; `manage` means every action. */
export const ACTIONS = ['read', 'create', 'write', 'delete'] as const;
export type GrantAction = (typeof ACTIONS)[number];
export type Action = GrantAction | 'manage';

export const ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** One granted rule; its schema is `abilityRuleSchema` (permissions-schema.ts: this module stays free of zod). */
export interface AbilityRule {
  action: Action;
  subject: Subject;
}

/** The same check as `abilityRuleSchema`, without zod (the session store runs it on the login screen). */
export function isAbilityRule(value: unknown): value is AbilityRule {
  if (value === null || typeof value !== 'object') return false;
  const { action, subject } = value as Record<string, unknown>;
  return (
    typeof action === 'string' &&
    (ACTIONS as readonly string[]).concat('manage').includes(action) &&
    typeof subject === 'string' &&
    (subject === 'all' || (RESOURCES as readonly string[]).includes(subject))
  );
}

/** Rules every signed-in session has (spec point 6). */
export const DEFAULT_SESSION_RULES: AbilityRule[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'read', subject: 'profile' },
];

/** The staff roles; with admin they open the start page `/Home` (resource home). Clients land on their access screen. */
export const STAFF_ROLES = ['author', 'editor', 'maintainer', 'subscriber'] as const;
export const STAFF_HOME_RULE: AbilityRule = { action: 'read', subject: 'home' };

/** Rules a signed-out visitor has: only the open Auth pages. */
export const ANONYMOUS_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** Normalises the spec's route actions (`edit` is `write`, none is `read`). */
export function normaliseAction(action: string | undefined): Action {
  if (!action) return 'read';
  if (action === 'edit') return 'write';
  return action as Action;
}

/** Where a signed-in user lands after sign-in (spec point 4, with the staff-role decision in docs). */
export function landingPathFor(roles: readonly string[]): string | null {
  if (roles.includes('admin')) return '/';
  if (roles.includes('client')) return '/access-control';
  if (roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r))) return '/Home';
  return null;
}

/** The primary role shown in `userData.role`: admin before client before the staff roles. */
export function primaryRole(roles: readonly string[]): string {
  for (const r of ROLES) if (roles.includes(r)) return r;
  return '';
}
