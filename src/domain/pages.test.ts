import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FileRoutesByFullPath, FileRoutesByTo } from '@/route-tree.gen';
import {
  ACTEUR_PAGE_NAMES,
  APP_PAGES,
  PAGE_NAMES,
  landingPath,
  mayOpen,
  presetPageNames,
  type LinkPath,
  type RoutePath,
} from './pages';
import { ROUTE_TITLES, routeTitle } from './route-titles';
import { can, isCompanyAdmin } from './permissions';

describe('the page table', () => {
  // Type-level, checked by `npm run typecheck` (this file is in tsconfig's include): the domain declares the paths
  // without importing the router's generated tree, and these hold the router to them, both ways.
  it('names exactly the routes the router has, and the paths its links take', () => {
    expectTypeOf<RoutePath>().toEqualTypeOf<keyof FileRoutesByFullPath>();
    expectTypeOf<LinkPath>().toEqualTypeOf<keyof FileRoutesByTo>();
  });

  it('gives every route a title that no other route has', () => {
    const titles = (Object.keys(ROUTE_TITLES) as RoutePath[])
      .filter((path) => !path.includes('$') && path !== '/ma-demarche')
      .map((path) => routeTitle(path, {}));
    expect(new Set(titles).size).toBe(titles.length);
    expect(routeTitle('/diagnosis/$axe/$order', { axe: 'social', order: '3' })).toBe(
      'Social et droits des collaborateurs, question 3',
    );
    expect(routeTitle('/diagnosis/$axe/', { axe: 'business' })).toBe('Axe Business durable');
  });

  it('names only page accesses the server knows', () => {
    for (const page of APP_PAGES) for (const name of page.anyOf) expect(PAGE_NAMES).toContain(name);
  });

  it('lands a person on the dashboard when granted, otherwise on the first page granted in menu order', () => {
    const acteur = { role: 'Acteur' as const, companyId: 1 };
    expect(landingPath(acteur, new Set(ACTEUR_PAGE_NAMES))).toBe('/diagnostic');
    expect(landingPath(acteur, new Set(['Mes documents']))).toBe('/mes-documents');
    expect(landingPath(acteur, new Set(['Tableau de bord', 'Mes documents']))).toBe('/dashboard');
    // Nothing granted: the dashboard, whose refusal screen says whom to ask.
    expect(landingPath(acteur, new Set())).toBe('/dashboard');
    expect(landingPath({ role: 'Administrateur secondaire', companyId: 1 }, new Set())).toBe('/dashboard');
    expect(landingPath({ role: null, companyId: null, accountStatus: 'ACTIVE', accountAuthLevel: 'ADMIN' }, null)).toBe(
      '/admin',
    );
  });

  it('opens every page to the company admins and only granted pages to others', () => {
    const dashboard = APP_PAGES[0];
    expect(mayOpen({ role: 'Administrateur principal', companyId: 1 }, dashboard, new Set())).toBe(true);
    expect(mayOpen({ role: 'Acteur', companyId: 1 }, dashboard, new Set())).toBe(false);
    expect(mayOpen({ role: null, companyId: 1 }, dashboard, new Set(['Tableau de bord']))).toBe(true);
    expect(mayOpen({ role: 'Acteur', companyId: 1 }, null, new Set())).toBe(true);
  });

  it('gives the spec §5 presets', () => {
    expect(presetPageNames('Administrateur secondaire')).toEqual(PAGE_NAMES);
    expect(presetPageNames('Acteur')).toEqual([
      "Plan d'actions",
      'Ressources Steer (onglet Mes ressources)',
      'Steer Store',
    ]);
    expect(presetPageNames(null)).toEqual([]);
  });
});

describe('permissions', () => {
  it('decides once who is a company admin: a null role or no company is not one', () => {
    expect(isCompanyAdmin({ role: 'Administrateur principal', companyId: 1 })).toBe(true);
    expect(isCompanyAdmin({ role: 'Administrateur secondaire', companyId: 1 })).toBe(true);
    expect(isCompanyAdmin({ role: 'Acteur', companyId: 1 })).toBe(false);
    expect(isCompanyAdmin({ role: null, companyId: 1 })).toBe(false);
    expect(isCompanyAdmin({ role: 'Administrateur principal', companyId: null })).toBe(false);
    for (const action of ['manageCollaborators', 'manageSurvey', 'editActionPlan', 'openEveryPage'] as const) {
      expect(can({ role: null, companyId: 1 }, action)).toBe(false);
      expect(can({ role: 'Acteur', companyId: 1 }, action)).toBe(false);
      expect(can({ role: 'Administrateur secondaire', companyId: 1 }, action)).toBe(true);
    }
  });
});
