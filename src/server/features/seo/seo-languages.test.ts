import { describe, expect, it } from 'vitest';
import { ROUTES, routePaths } from '#domain/routes.js';
import { createEventRow, DAY } from '../../test/events.js';
import { createBusiness, createJob } from '../../test/factories.js';
import {
  alternatesOf,
  decode,
  htmlLangOf,
  jsonLdBlockOf,
  jsonLdOf,
  metaContent,
  seoTestSetup,
  tag,
  titleOf,
} from './seo.test-setup.js';

/** Issue 28 point 3: every page in English and under '/es' in Spanish, for search engines too. */
const { PUBLIC_URL, app, db, page, readSitemap } = await seoTestSetup();

const _SITE = 'BCS Local';

/** The three alternates of the page at `path` (as the router names it). */
const alternatesFor = (path: string) => ({
  en: `${PUBLIC_URL}${path}`,
  es: `${PUBLIC_URL}${path === '/' ? '/es' : `/es${path}`}`,
  'x-default': `${PUBLIC_URL}${path}`,
});

describe('a page under /es', () => {
  it('answers every path of the route table like its English path, with <html lang="es">', async () => {
    const business = await createBusiness(db);
    const job = await createJob(db, business.id);
    const event = await createEventRow(db);
    for (const route of ROUTES.flatMap(routePaths)) {
      const path = route
        .replace(':jobId', job.id)
        .replace(':eventId', event.id)
        .replace(':businessId', business.slug)
        .replace(':cityName', 'college-station');
      const spanish = `/es${path === '/' ? '' : path}`;
      const res = await page(spanish);
      expect({ spanish, status: res.status }).toEqual({ spanish, status: 200 });
      expect(htmlLangOf(res.html)).toBe('es');
    }
    expect(htmlLangOf((await page('/about')).html)).toBe('en');
    for (const path of ['/es/no-such-page', '/es/business/no-such-business', '/es/es/about']) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(htmlLangOf(res.html)).toBe('es');
    }
  });

  it('gives a static page its Spanish title, description, Open Graph tags and canonical URL', async () => {
    const { html } = await page('/es/jobs');
    expect(decode(titleOf(html))).toBe('Empleos – BCS Local');
    expect(decode(metaContent(html, 'description') ?? '')).toBe(
      'Encuentre empleo en los pequeños negocios de Bryan y College Station, Texas, y postúlese en línea sin crear una cuenta.',
    );
    expect(decode(metaContent(html, 'og:description') ?? '')).toBe(
      decode(metaContent(html, 'description') ?? ''),
    );
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/es/jobs`);
    expect(metaContent(html, 'og:locale')).toBe('es_US');
    expect(metaContent(html, 'og:locale:alternate')).toBe('en_US');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/es/jobs">`);

    const english = (await page('/jobs')).html;
    expect(metaContent(english, 'og:locale')).toBe('en_US');
    expect(metaContent(english, 'og:locale:alternate')).toBe('es_US');
    expect(english).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs">`);

    // The home page is '/es', and the pricing description keeps its plan names and prices.
    const home = await page('/es');
    expect(home.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/es">`);
    expect(decode(titleOf(home.html))).toBe(
      'BCS Local – Negocios locales de Bryan / College Station, TX',
    );
    expect(decode(titleOf((await page('/es/listings')).html))).toBe(
      'Fichas de negocios – BCS Local',
    );
    expect(decode(metaContent((await page('/es/pricing')).html, 'description') ?? '')).toBe(
      'Planes para negocios locales: Texas Basic es gratis, Silver cuesta $15 al mes y Texas Gold, $40 al mes. Agregue fotos, datos de contacto y un lugar destacado.',
    );
    // A private page: Spanish, and still out of search results.
    const login = (await page('/es/business/login')).html;
    expect(decode(metaContent(login, 'description') ?? '')).toBe(
      'Inicie sesión para administrar la ficha de su negocio en BCS Local.',
    );
    expect(metaContent(login, 'robots')).toBe('noindex');
  });

  it("gives a profile its Spanish head, with the owner's Spanish description when there is one", async () => {
    const business = await createBusiness(db, {
      name: `Plomería Aggie ${tag()}`,
      category: 'Plumbers',
      city: 'Bryan',
      plan: 'texas_gold',
      description: 'Licensed plumbers for the Brazos Valley.',
      descriptionEs: 'Plomeros con licencia para todo el Brazos Valley.',
    });
    const { status, html } = await page(`/es/business/${business.slug}`);
    expect(status).toBe(200);
    expect(decode(titleOf(html))).toBe(`${business.name} · Plomeros en Bryan – BCS Local`);
    expect(metaContent(html, 'description')).toBe(
      'Plomeros con licencia para todo el Brazos Valley.',
    );
    const url = `${PUBLIC_URL}/es/business/${business.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': `${url}#business`,
      url,
      description: 'Plomeros con licencia para todo el Brazos Valley.',
    });
    // The English page keeps the English description.
    const english = (await page(`/business/${business.slug}`)).html;
    expect(metaContent(english, 'description')).toBe('Licensed plumbers for the Brazos Valley.');

    // Without a description of its own, the head's words are the server's, in Spanish.
    const plain = await createBusiness(db, {
      name: `Taller ${tag()}`,
      category: 'Plumbers',
      city: 'Bryan',
      description: '',
    });
    expect(
      decode(metaContent((await page(`/es/business/${plain.slug}`)).html, 'description') ?? ''),
    ).toBe(
      `${plain.name}: Plomeros en Bryan, TX. Teléfono, dirección, fotos y reseñas en BCS Local.`,
    );
  });

  it('gives a city, a job and an event their Spanish heads', async () => {
    const city = `Villa ${tag()}`;
    const business = await createBusiness(db, { city, category: 'Plumbers' });
    await createBusiness(db, { city, category: 'Plumbers' });
    const cityPage = (await page(`/es/city/${encodeURIComponent(city)}`)).html;
    expect(decode(titleOf(cityPage))).toBe(`Negocios en ${city} – BCS Local`);
    expect(decode(metaContent(cityPage, 'description') ?? '')).toBe(
      `Explore 2 negocios locales en ${city}, Texas: Plomeros y más. Calificaciones, teléfonos, horarios y cómo llegar en BCS Local.`,
    );

    const job = await createJob(db, business.id, {
      title: 'Cajero',
      companyName: 'Panadería Sol',
      location: 'Bryan, TX',
      description: 'Atienda a nuestros clientes.',
    });
    const jobPage = (await page(`/es/jobs/${job.id}`)).html;
    expect(decode(titleOf(jobPage))).toBe('Cajero en Panadería Sol – BCS Local');
    expect(decode(metaContent(jobPage, 'description') ?? '')).toBe(
      'Cajero en Panadería Sol, Bryan, TX. Atienda a nuestros clientes.',
    );

    const event = await createEventRow(db, {
      title: `Noche de kolaches ${tag()}`,
      location: 'El patio',
      city: 'Bryan',
      priceCents: 0,
      status: 'cancelled',
      startsAt: new Date(Date.now() + 10 * DAY),
    });
    const eventRes = await page(`/es/events/${event.id}`);
    expect(eventRes.status).toBe(200);
    const eventPage = eventRes.html;
    expect(decode(metaContent(eventPage, 'og:title') ?? '')).toBe(`Cancelado: ${event.title}`);
    expect(decode(metaContent(eventPage, 'description') ?? '')).toMatch(
      /^Cancelado\. \S+ .* en El patio, Bryan\. Gratis\. /,
    );
  });

  it('answers unknown data pages with Spanish not-found heads', async () => {
    const cases = [
      ['/es/business/no-such-business', 'Negocio no encontrado – BCS Local'],
      [
        '/es/jobs/00000000-0000-4000-8000-000000000000',
        'Oferta de empleo no encontrada – BCS Local',
      ],
      ['/es/events/not-an-id', 'Evento no encontrado – BCS Local'],
      ['/es/nothing-here', 'Página no encontrada – BCS Local'],
    ];
    for (const [path, title] of cases) {
      const { status, html } = await page(path);
      expect({ path, status, title: decode(titleOf(html)) }).toEqual({ path, status: 404, title });
    }
    expect(metaContent((await page('/es/nothing-here')).html, 'description')).toBe(
      'La página que busca no existe o cambió de dirección.',
    );
  });
});

describe('hreflang alternates', () => {
  it('name both languages and x-default on every indexable page, in either language', async () => {
    const city = `alt-${tag()}`;
    const business = await createBusiness(db, { city });
    const job = await createJob(db, business.id);
    const event = await createEventRow(db, { startsAt: new Date(Date.now() + 5 * DAY) });
    for (const path of [
      '/',
      '/about',
      '/jobs',
      `/business/${business.slug}`,
      `/city/${city}`,
      `/jobs/${job.id}`,
      `/events/${event.id}`,
    ]) {
      const expected = alternatesFor(path);
      expect({ path, alternates: alternatesOf((await page(path)).html) }).toEqual({
        path,
        alternates: expected,
      });
      expect({
        path,
        alternates: alternatesOf((await page(expected.es.slice(PUBLIC_URL.length))).html),
      }).toEqual({ path, alternates: expected });
    }
  });

  it('are left out of noindex and not-found pages', async () => {
    const past = await createEventRow(db, { startsAt: new Date(Date.now() - 10 * DAY) });
    for (const path of [
      '/business/login',
      '/es/business/portal',
      '/es/no-such-page',
      '/business/no-such-business',
      `/city/Nowhere-${tag()}`,
      `/es/events/${past.id}`,
    ]) {
      const { html } = await page(path);
      expect({ path, robots: metaContent(html, 'robots') }).toEqual({ path, robots: 'noindex' });
      expect({ path, alternates: alternatesOf(html) }).toEqual({ path, alternates: {} });
      expect(metaContent(html, 'og:locale:alternate')).toBeUndefined();
    }
  });
});

describe('the structured data', () => {
  it('wraps the item in a WebPage of the page language (inLanguage), in one @graph', async () => {
    const business = await createBusiness(db);
    const url = `${PUBLIC_URL}/es/business/${business.slug}`;
    const block = jsonLdBlockOf((await page(`/es/business/${business.slug}`)).html);
    expect(block['@context']).toBe('https://schema.org');
    expect(block['@graph'][0]).toMatchObject({
      '@type': 'WebPage',
      '@id': url,
      url,
      inLanguage: 'es',
      mainEntity: { '@id': `${url}#business` },
    });
    expect(block['@graph'][1]).not.toHaveProperty('inLanguage');
    expect(block['@graph'][1]).not.toHaveProperty('@context');

    const english = jsonLdBlockOf((await page(`/business/${business.slug}`)).html);
    expect(english['@graph'][0].inLanguage).toBe('en');
    // A job: JobPosting has no inLanguage of its own; its WebPage says it.
    const job = await createJob(db, business.id);
    const jobBlock = jsonLdBlockOf((await page(`/es/jobs/${job.id}`)).html);
    expect(jobBlock['@graph'].map((item: { '@type': string }) => item['@type'])).toEqual([
      'WebPage',
      'JobPosting',
    ]);
    expect(jobBlock['@graph'][0].inLanguage).toBe('es');
    expect(jobBlock['@graph'][1]).not.toHaveProperty('inLanguage');
    // A static page: a WebPage alone.
    expect(jsonLdBlockOf((await page('/es/about')).html)).toMatchObject({
      '@type': 'WebPage',
      url: `${PUBLIC_URL}/es/about`,
      inLanguage: 'es',
    });
  });
});

describe('the sitemap', () => {
  it('lists each page in both languages, each with its alternates', async () => {
    const business = await createBusiness(db);
    const { xml, locs } = await readSitemap();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    for (const path of ['/', '/about', `/business/${business.slug}`]) {
      const { en, es } = alternatesFor(path);
      expect(locs).toContain(en);
      expect(locs).toContain(es);
      const links = [
        `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
        `<xhtml:link rel="alternate" hreflang="es" href="${es}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
      ].join('');
      for (const loc of [en, es]) {
        expect(xml).toMatch(
          new RegExp(
            `<url><loc>${loc}</loc>(<lastmod>[\\d-]{10}</lastmod>)?${links.replace(/[.?]/g, '\\$&')}</url>`,
          ),
        );
      }
    }
    // No page under /es/es, no private page.
    expect(locs.some((loc) => loc.includes('/es/es'))).toBe(false);
    expect(locs.some((loc) => loc.includes('/business/login'))).toBe(false);
  });
});

describe('the language cookie', () => {
  const withCookie = (path: string, lang: string) =>
    app.request(path, { headers: { cookie: `lang=${lang}` } });

  it("sends a visitor who chose Spanish from an English page to its '/es' page, query kept", async () => {
    const res = await withCookie('/jobs?q=cook&page=2', 'es');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/es/jobs?q=cook&page=2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const home = await withCookie('/', 'es');
    expect(home.headers.get('location')).toBe('/es');
    const business = await createBusiness(db);
    expect((await withCookie(`/business/${business.slug}`, 'es')).headers.get('location')).toBe(
      `/es/business/${business.slug}`,
    );
  });

  it('honours a Spanish address with an English cookie, and never redirects on Accept-Language', async () => {
    expect((await withCookie('/es/jobs', 'en')).status).toBe(200);
    expect((await withCookie('/es/jobs', 'es')).status).toBe(200);
    expect((await withCookie('/jobs', 'en')).status).toBe(200);
    const browser = await app.request('/jobs', { headers: { 'accept-language': 'es-MX,es' } });
    expect(browser.status).toBe(200);
    expect(htmlLangOf(await browser.text())).toBe('en');
    // A crawler carries no cookie: both languages answer.
    expect((await page('/jobs')).status).toBe(200);
    expect((await page('/es/jobs')).status).toBe(200);
  });

  it('leaves the API, files, the sitemap, robots.txt and unknown paths alone', async () => {
    for (const path of [
      '/api/no-such-thing',
      '/sitemap.xml',
      '/robots.txt',
      '/sitemaps/pages.xml',
      '/no-such-file.png',
      '/no-such-page',
    ]) {
      const res = await withCookie(path, 'es');
      expect({ path, status: res.status === 302 }).toEqual({ path, status: false });
    }
  });
});
