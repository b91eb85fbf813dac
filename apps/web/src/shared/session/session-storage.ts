import { isAbilityRule, STORAGE_KEYS, type AbilityRule, type LoginResponse, type UserData } from '@portal/contract';

/** The part of `Storage` the session needs; tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Session {
  /** Spec point 4: signed in means both a stored user record and a stored access token. */
  isSignedIn: boolean;
  userData: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
}

/** Reads the stored user record leniently: an older or partial record still signs the user in. */
export function parseUserData(raw: string | null): UserData | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  const role = text(record.role);
  const roles = Array.isArray(record.roles) ? record.roles.filter((r): r is string => typeof r === 'string') : role ? [role] : [];
  const ability = Array.isArray(record.ability)
    ? record.ability.flatMap((rule: unknown) => (isAbilityRule(rule) ? [{ action: rule.action, subject: rule.subject }] : []))
    : [];
  return {
    userId: typeof record.userId === 'number' ? record.userId : 0,
    username: text(record.username),
    fullName: text(record.fullName),
    email: text(record.email),
    role,
    roles,
    aduanas: Array.isArray(record.aduanas) ? record.aduanas.filter((a): a is string => typeof a === 'string') : [],
    avatar: typeof record.avatar === 'string' && record.avatar ? record.avatar : null,
    ability,
  };
}

export function readSession(storage: KeyValueStorage): Session {
  const userData = parseUserData(storage.getItem(STORAGE_KEYS.userData));
  const accessToken = storage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = storage.getItem(STORAGE_KEYS.refreshToken);
  return { isSignedIn: Boolean(userData && accessToken), userData, accessToken, refreshToken };
}

export function writeSession(storage: KeyValueStorage, tokens: LoginResponse): void {
  storage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  storage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  storage.setItem(STORAGE_KEYS.userData, JSON.stringify(tokens.userData));
}

export function eraseSession(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.accessToken);
  storage.removeItem(STORAGE_KEYS.refreshToken);
  storage.removeItem(STORAGE_KEYS.userData);
}

export function writeAbility(storage: KeyValueStorage, rules: AbilityRule[]): void {
  const userData = parseUserData(storage.getItem(STORAGE_KEYS.userData));
  if (!userData) return;
  storage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...userData, ability: rules }));
}

/** Changes fields of the stored user record (a new picture or name) without a new sign-in. */
export function writeUserData(storage: KeyValueStorage, patch: Partial<Pick<UserData, 'avatar' | 'fullName' | 'email'>>): void {
  const userData = parseUserData(storage.getItem(STORAGE_KEYS.userData));
  if (!userData) return;
  storage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...userData, ...patch }));
}
