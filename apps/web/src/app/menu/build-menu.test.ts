import { describe, expect, it } from 'vitest';
import type { AppRouteRecord } from '../routes/route.types.ts';
import { buildMenu } from './build-menu.ts';

const page = () => Promise.resolve({ default: () => null });
const routes: AppRouteRecord[] = [
  {
    path: '/Home',
    component: page,
    resource: 'home',
    layout: 'vertical',
    titleKey: 'routes.home',
    menu: { group: 'general', icon: 'home' },
  },
  {
    path: '/apps/receivers/list',
    component: page,
    resource: 'Destinatarios',
    layout: 'vertical',
    titleKey: 't.r',
    menu: { group: 'customsData', icon: 'building' },
  },
  { path: '/apps/receivers/edit/:id', component: page, resource: 'Destinatarios', action: 'edit', layout: 'vertical', titleKey: 't.e' },
  { path: '/', redirectTo: '/Home' },
];

describe('buildMenu', () => {
  it('shows only allowed routes and hides empty groups', () => {
    const menu = buildMenu(routes, (_action, subject) => subject === 'home');
    expect(menu.map((s) => s.key)).toEqual(['general']);
    expect(menu[0]!.items.map((i) => i.path)).toEqual(['/Home']);
  });
  it('groups allowed routes by area in the fixed order', () => {
    const menu = buildMenu(routes, () => true);
    expect(menu.map((s) => s.key)).toEqual(['general', 'customsData']);
  });
});
