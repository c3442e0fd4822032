import { describe, expect, it } from 'vitest';
import { documentTitle, matchRoute, ROUTES, routePaths, routeTitle } from './routes.js';

describe('matchRoute', () => {
  it('matches static pages ignoring letter case and a trailing slash', () => {
    expect(matchRoute('/About/')).toMatchObject({ kind: 'static', route: { title: 'About' } });
    expect(matchRoute('/')).toMatchObject({ kind: 'static' });
  });

  it('ranks /business/login above the profile parameter', () => {
    expect(matchRoute('/business/login')).toMatchObject({ kind: 'static' });
    expect(matchRoute('/business/joes-plumbing')).toMatchObject({
      kind: 'data',
      route: { page: 'businessProfile' },
      value: 'joes-plumbing',
    });
  });

  it('decodes parameters and refuses broken encodings', () => {
    expect(matchRoute('/city/college%20station')).toMatchObject({
      kind: 'data',
      route: { page: 'city' },
      value: 'college station',
    });
    expect(matchRoute('/business/%E0%A4%A')).toBeUndefined();
  });

  it.each(['/nope', '/city', '/business/', '/business/a/b', '/admin'])(
    '%s is not a page',
    (path) => {
      expect(matchRoute(path)).toBeUndefined();
    },
  );
});

describe('the route table', () => {
  it('gives every path to one page only, in lower case, without a trailing slash', () => {
    const paths = ROUTES.flatMap(routePaths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      const fixed = path.replace(/:[a-zA-Z]+$/, '');
      expect(fixed).toBe(fixed.toLowerCase());
      expect(path === '/' || !path.endsWith('/')).toBe(true);
    }
  });

  it('matches each path and alias to its own route', () => {
    for (const route of ROUTES) {
      for (const path of routePaths(route)) {
        const concrete = path.replace(/:[a-zA-Z]+/, 'x');
        expect(matchRoute(concrete)?.route).toBe(route);
      }
    }
  });

  it('keeps private areas out of search results', () => {
    for (const route of ROUTES) {
      if (route.area !== 'public') expect(route).toMatchObject({ indexable: false });
    }
  });
});

describe('titles', () => {
  it('adds the site name, or is the site title on the home page', () => {
    expect(documentTitle('BCS Local', 'About')).toBe('About – BCS Local');
    expect(documentTitle('BCS Local')).toBe(
      'BCS Local – Local businesses in Bryan / College Station, TX',
    );
  });

  it('reads a page title from the table', () => {
    expect(routeTitle('listings')).toBe('Business Listings');
    expect(routeTitle('home')).toBeUndefined();
    expect(routeTitle('businessProfile')).toBeUndefined();
  });
});
