import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aJobCard, aPage } from '#web/test/builders.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { hrefOf } from '#web/test/links.js';
import { filtersOf } from '#web/test/list-filters.js';
import { currentPath, renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { expectToast } from '#web/test/toast.js';
import JobsPage from './jobs';

/** The filters a board request carried, without the paging. */
const JOB_ID = 'a0000000-0000-4000-8000-000000000001';

describe('Jobs page', () => {
  it("shows each open job's card as the spec lists it", async () => {
    serveApi({
      'GET /api/jobs': aPage([
        aJobCard({
          id: JOB_ID,
          title: 'Line Cook',
          companyName: 'Blue Bell Bakery',
          location: 'Bryan, TX',
          isRemote: true,
          isHybrid: true,
          jobType: 'part_time',
          category: 'Hospitality',
          salary: '$15 - $18 an hour',
          applicationDeadline: '2099-11-30',
          applicationCount: 1,
          requiredSkills: ['Knife skills', 'Food safety', 'Teamwork', 'Early mornings'],
        }),
      ]),
    });
    renderWithProviders(<JobsPage />, { path: '/jobs' });

    expect(
      screen.getByRole('heading', { name: 'Find Your Next Opportunity', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Loading jobs...')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Line Cook' });
    for (const text of ['Remote', 'Hybrid', 'Part Time', 'Hospitality', '$15 - $18 an hour']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByText(/Posted .* ago/)).toBeTruthy();
    expect(within(card).getByText(/Apply by Nov 30, 2099/)).toBeTruthy();
    expect(within(card).getByText(/1 applicant$/)).toBeTruthy();
    const skills = within(card).getByRole('list', { name: 'Required skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Knife skills', 'Food safety', 'Teamwork', '+1 more']);
    expect(hrefOf('Line Cook', card)).toBe(`/jobs/${JOB_ID}`);
    expect(hrefOf('Apply Now: Line Cook', card)).toBe(`/jobs/${JOB_ID}?apply=1`);
    expect(screen.getByText('1 open position')).toBeTruthy();
    expect(hrefOf('Post a Job')).toBe('/post-job');
  });

  it('applies the filters through the address and the request, and Clear All resets them', async () => {
    const server = serveApi({ 'GET /api/jobs': aPage([aJobCard()]) });
    const { user, router } = renderWithProviders(<JobsPage />, { path: '/jobs' });
    await screen.findByText('1 open position');
    expect(filtersOf(server.calls('GET /api/jobs')[0])).toEqual({});
    expect(server.calls('GET /api/jobs')[0].query.get('limit')).toBe('10');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cook');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Bryan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Hospitality');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job Type' }), 'Part Time');
    await user.click(screen.getByRole('checkbox', { name: 'Bilingüe (inglés/español)' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(server.calls('GET /api/jobs')).toHaveLength(2));
    expect(filtersOf(server.calls('GET /api/jobs')[1])).toEqual({
      q: 'cook',
      location: 'Bryan',
      category: 'Hospitality',
      type: 'part_time',
      bilingual: '1',
    });
    expect(currentPath(router)).toBe(
      '/jobs?q=cook&location=Bryan&category=Hospitality&type=part_time&bilingual=1',
    );

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(currentPath(router)).toBe('/jobs');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: 'Bilingüe (inglés/español)' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it("marks a bilingual job 'Bilingüe (inglés/español)', in Spanish", async () => {
    serveApi({
      'GET /api/jobs': aPage([aJobCard({ title: 'Cajero', bilingual: true }), aJobCard()]),
    });
    renderWithProviders(<JobsPage />, { path: '/jobs' });
    const badges = await screen.findAllByText('Bilingüe (inglés/español)', { selector: 'span' });
    expect(badges).toHaveLength(1);
    expect(badges[0].getAttribute('lang')).toBe('es');
  });

  it('pages through the board with Next and Previous', async () => {
    const server = serveApi({
      'GET /api/jobs': (request) =>
        aPage([aJobCard({ title: `Job at ${request.query.get('offset')}` })], 12),
    });
    const { user } = renderWithProviders(<JobsPage />, { path: '/jobs' });
    await screen.findByRole('article', { name: 'Job at 0' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Job at 10' })).toBeTruthy();
    expect(server.calls('GET /api/jobs')[1].query.get('offset')).toBe('10');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('tells an empty board from an empty search', async () => {
    serveApi({ 'GET /api/jobs': aPage([]) });
    const { router } = renderWithProviders(<JobsPage />, { path: '/jobs' });
    expect(await screen.findByText('No open positions right now. Check back soon.')).toBeTruthy();

    await router.navigate('/jobs?q=astronaut');
    expect(await screen.findByText('No jobs match your filters. Try Clear All.')).toBeTruthy();
  });

  it("says 'Failed to fetch jobs' with a way to try again", async () => {
    const server = serveApi({
      'GET /api/jobs': apiError(500, 'internal', 'Something went wrong.'),
    });
    const { user } = renderWithProviders(<JobsPage />, { path: '/jobs' });

    await expectToast('Error', 'Failed to fetch jobs');
    const alert = screen.getByRole('alert');
    server.use({ 'GET /api/jobs': aPage([aJobCard({ title: 'Barista' })]) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Barista' })).toBeTruthy();
  });
  it('reads in Spanish on a Spanish page: filters, job types, categories, dates and counts', async () => {
    await inSpanish();
    const server = serveApi({
      'GET /api/jobs': aPage([
        aJobCard({
          id: JOB_ID,
          title: 'Cocinero de línea',
          jobType: 'part_time',
          category: 'Hospitality',
          salary: 'Salary not specified',
          applicationDeadline: '2099-11-30',
          applicationCount: 1,
          bilingual: true,
        }),
        aJobCard({ title: 'Cajero', applicationCount: 3 }),
      ]),
    });
    renderWithProviders(<JobsPage />, { path: '/jobs?type=part_time' });

    expect(
      screen.getByRole('heading', { name: 'Encuentre su próxima oportunidad', level: 1 }),
    ).toBeTruthy();
    expect(await screen.findByText('2 vacantes abiertas')).toBeTruthy();
    expect(filtersOf(server.calls('GET /api/jobs')[0])).toEqual({ type: 'part_time' });
    const type = screen.getByRole('combobox', { name: 'Tipo de empleo' });
    expect((type as HTMLSelectElement).selectedOptions[0].textContent).toBe('Medio tiempo');
    const category = screen.getByRole('combobox', { name: 'Categoría' });
    expect(within(category).getByRole('option', { name: 'Atención al cliente' })).toHaveProperty(
      'value',
      'Customer Service',
    );
    expect(screen.getByRole('checkbox', { name: 'Bilingüe (inglés/español)' })).toBeTruthy();

    const card = screen.getByRole('article', { name: 'Cocinero de línea' });
    for (const text of ['Medio tiempo', 'Hotelería y restaurantes', 'Salario no especificado']) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getByText(/Publicado hace/)).toBeTruthy();
    expect(within(card).getByText(/Postúlese antes del 30 nov 2099/)).toBeTruthy();
    expect(within(card).getByText(/1 postulante$/)).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Cajero' })).getByText(/3 postulantes$/),
    ).toBeTruthy();
    expect(hrefOf('Postularse ahora: Cocinero de línea', card)).toBe(`/jobs/${JOB_ID}?apply=1`);
  });
});
