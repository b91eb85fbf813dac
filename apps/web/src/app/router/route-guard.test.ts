import { describe, expect, it } from 'vitest';
import { ANONYMOUS_RULES, createAppAbility, DEFAULT_SESSION_RULES, STAFF_HOME_RULE, type AbilityRule } from '@portal/contract';
import { decideNavigation, NOT_AUTHORIZED_PATH, type GuardInput } from './route-guard.ts';

function input(overrides: Partial<GuardInput> & { rules?: AbilityRule[] }): GuardInput {
  const isSignedIn = overrides.isSignedIn ?? true;
  const ability = createAppAbility(isSignedIn ? [...DEFAULT_SESSION_RULES, STAFF_HOME_RULE, ...(overrides.rules ?? [])] : ANONYMOUS_RULES);
  return {
    route: { resource: 'home' },
    requestedPath: '/Home',
    isSignedIn,
    roles: ['admin'],
    can: (action, subject) => ability.can(action, subject),
    ...overrides,
  };
}

describe('decideNavigation', () => {
  it('lets a signed-in user open a route the ability allows', () => {
    expect(decideNavigation(input({}))).toEqual({ kind: 'allow' });
  });

  it('sends a signed-out user to login, remembering the path', () => {
    expect(decideNavigation(input({ isSignedIn: false, requestedPath: '/apps/receivers/list?page=2' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fapps%2Freceivers%2Flist%3Fpage%3D2',
    });
  });

  it('sends a signed-in user without the permission to not-authorized', () => {
    expect(
      decideNavigation(
        input({ route: { resource: 'Destinatarios', action: 'edit' }, rules: [{ action: 'read', subject: 'Destinatarios' }] }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: NOT_AUTHORIZED_PATH,
    });
  });

  it("treats 'edit' as 'write' and no action as 'read'", () => {
    const rules: AbilityRule[] = [{ action: 'write', subject: 'Destinatarios' }];
    expect(decideNavigation(input({ route: { resource: 'Destinatarios', action: 'edit' }, rules }))).toEqual({ kind: 'allow' });
    expect(decideNavigation(input({ route: { resource: 'Destinatarios' }, rules }))).toMatchObject({ to: NOT_AUTHORIZED_PATH });
  });

  it('lets manage on all open everything', () => {
    const rules: AbilityRule[] = [{ action: 'manage', subject: 'all' }];
    expect(decideNavigation(input({ route: { resource: 'Seguridad', action: 'delete' }, rules }))).toEqual({ kind: 'allow' });
  });

  it('opens Auth routes to everyone', () => {
    expect(decideNavigation(input({ isSignedIn: false, route: { resource: 'Auth' } }))).toEqual({ kind: 'allow' });
    expect(decideNavigation(input({ isSignedIn: false, route: { resource: 'Auth', redirectIfLoggedIn: true } }))).toEqual({
      kind: 'allow',
    });
  });

  it('sends signed-in users away from login to their landing place by role', () => {
    const login = { resource: 'Auth', redirectIfLoggedIn: true } as const;
    expect(decideNavigation(input({ route: login, roles: ['admin'] }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation(input({ route: login, roles: ['client'] }))).toEqual({ kind: 'redirect', to: '/access-control' });
    expect(decideNavigation(input({ route: login, roles: ['editor'] }))).toEqual({ kind: 'redirect', to: '/Home' });
  });

  it('signs out a user without a role and keeps them on login with the noRole reason', () => {
    expect(decideNavigation(input({ route: { resource: 'Auth', redirectIfLoggedIn: true }, roles: [] }))).toEqual({
      kind: 'redirect',
      to: '/login?reason=noRole',
      clearSession: true,
    });
  });
});
