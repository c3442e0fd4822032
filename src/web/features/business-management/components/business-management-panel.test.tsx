import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminBusiness, aPage } from '#web/test/builders.js';
import {
  clickAndExpectPending,
  expectToastThenClosed,
  openDialog,
} from '#web/test/dialog-steps.js';
import { expectFailureToast } from '#web/test/failure-toast.js';
import { hrefOf } from '#web/test/links.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { type ApiRequest, apiError, deferred, lastBodyFor, serveApi } from '#web/test/serve-api.js';
import { BusinessManagementPanel } from './business-management-panel';

const plumbing = anAdminBusiness({
  name: 'Aggieland Plumbing',
  slug: 'aggieland-plumbing',
  plan: 'free',
  website: 'https://aggielandplumbing.example',
  adminNotes: 'n'.repeat(120),
  searchImpressions: 1500,
  profileViews: 42,
});

/** The list's filters, without the paging. */
function filtersOf(request: ApiRequest) {
  const query = new URLSearchParams(request.query);
  expect(query.get('limit')).toBe('20');
  query.delete('limit');
  query.delete('offset');
  return Object.fromEntries(query);
}

describe('BusinessManagementPanel', () => {
  it('lists every business with its plan, previews and reach', async () => {
    const server = serveApi({ 'GET /api/admin/businesses': aPage([plumbing], 1) });
    renderWithProviders(<BusinessManagementPanel />);

    expect(screen.getByText('Loading businesses...')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Businesses' });
    expect(hrefOf('Aggieland Plumbing', list)).toBe('/business/aggieland-plumbing');
    expect(within(list).getByText('Free')).toBeTruthy();
    expect(within(list).getByText('Plumbers · College Station')).toBeTruthy();
    expect(within(list).getByText('Not provided')).toBeTruthy();
    // Website shown to 20 characters, notes to 100 (spec 001 section 9).
    expect(within(list).getByText('https://aggielandplu…')).toBeTruthy();
    expect(within(list).getByText(`${'n'.repeat(100)}…`)).toBeTruthy();
    expect(within(list).getByText('1,500')).toBeTruthy();
    expect(screen.getByText('1 business')).toBeTruthy();
    expect(filtersOf(server.calls('GET /api/admin/businesses')[0])).toEqual({});
  });

  it('filters by plan, category and search', async () => {
    const server = serveApi({ 'GET /api/admin/businesses': aPage([plumbing]) });
    const { user } = renderWithProviders(<BusinessManagementPanel />);
    await screen.findByRole('list', { name: 'Businesses' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Silver Plan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Plumbers');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'aggie');

    await waitFor(() =>
      expect(filtersOf(server.requests.at(-1) as ApiRequest)).toEqual({
        plan: 'silver',
        category: 'Plumbers',
        search: 'aggie',
      }),
    );
  });

  it('shows where the geocoder stands on each address and filters to the ones to fix', async () => {
    const notFound = anAdminBusiness({
      name: 'Nowhere Tacos',
      geocoding: {
        status: 'no_match',
        address: '1 Nowhere Ln, Bryan, TX 77801',
        addressChanged: false,
        matchedAddress: null,
        matchType: null,
        attempts: 0,
        attemptedAt: '2026-11-20T15:00:00.000Z',
        nextAttemptAt: null,
        lastError: null,
      },
    });
    const located = anAdminBusiness({
      name: 'Found Bakery',
      geocoding: {
        status: 'matched',
        address: '301 N Main St, Bryan, TX 77803',
        addressChanged: false,
        matchedAddress: '301 N MAIN ST, BRYAN, TX, 77803',
        matchType: 'Exact',
        attempts: 0,
        attemptedAt: '2026-11-20T15:00:00.000Z',
        nextAttemptAt: null,
        lastError: null,
      },
    });
    const server = serveApi({ 'GET /api/admin/businesses': aPage([notFound, located, plumbing]) });
    const { user } = renderWithProviders(
      <BusinessManagementPanel geocodeProblems={{ noMatch: 2, failed: 0 }} />,
    );
    const list = await screen.findByRole('list', { name: 'Businesses' });
    expect(
      within(list).getByText('Address not found by the Census geocoder').closest('dd')?.textContent,
    ).toBe(
      'Address not found by the Census geocoder · no such address: 1 Nowhere Ln, Bryan, TX 77801 · checked Nov 20, 2026, 9:00 AM',
    );
    expect(within(list).getByText('Located by the Census geocoder')).toBeTruthy();
    expect(within(list).getByText('No street address to locate')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '2 addresses not found' }));
    await waitFor(() =>
      expect(filtersOf(server.requests.at(-1) as ApiRequest)).toEqual({ geocode: 'no_match' }),
    );
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement).value).toBe(
      'no_match',
    );
  });

  it("changes a plan with its payment method, reading 'Saving...' meanwhile", async () => {
    const reply = deferred();
    const server = serveApi({
      'GET /api/admin/businesses': aPage([plumbing]),
      'POST /api/admin/businesses/:id/plan': reply.handler,
    });
    const { user } = renderWithProviders(<BusinessManagementPanel />);
    await user.click(
      await screen.findByRole('button', { name: 'Change Plan of Aggieland Plumbing' }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Change plan: Aggieland Plumbing' });
    expect(within(dialog).getByText('Currently Free.')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Free Listing Free' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('radio', { name: 'Texas Gold $40/month' })).toBeTruthy();
    const method = within(dialog).getByRole('combobox', { name: 'Payment Method' });
    expect(method).toHaveProperty('value', 'manual');

    await user.click(within(dialog).getByRole('radio', { name: 'Silver $15/month' }));
    await user.selectOptions(method, 'Cash');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Notes (optional)' }),
      'Paid at the counter',
    );
    await clickAndExpectPending(user, dialog, 'Update Plan');
    expect(lastBodyFor(server, 'POST /api/admin/businesses/:id/plan', plumbing.id)).toEqual({
      plan: 'silver',
      paymentMethod: 'cash',
      notes: 'Paid at the counter',
    });
    reply.resolve({ message: 'ok', business: { ...plumbing, plan: 'silver' } });
    await expectToastThenClosed('Business plan updated successfully');
  });

  it('asks before changing the plan of a business that pays through Stripe', async () => {
    const stripe = anAdminBusiness({
      name: 'Gold Grill',
      plan: 'texas_gold',
      paymentMethod: 'stripe',
    });
    serveApi({
      'GET /api/admin/businesses': aPage([stripe]),
      'POST /api/admin/businesses/:id/plan': apiError(500, 'internal', 'Something went wrong.'),
    });
    const { user } = renderWithProviders(<BusinessManagementPanel />);
    const dialog = await openDialog(user, 'Change Plan of Gold Grill', 'Change plan: Gold Grill');
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'This business pays through Stripe.',
    );
    const update = within(dialog).getByRole('button', { name: 'Update Plan' });
    expect(update).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand' }));
    await user.click(update);

    await expectFailureToast('Failed to update business plan');
  });

  it("marks a listing 'Se habla español' from its Edit dialog", async () => {
    const server = serveApi({
      'GET /api/admin/businesses': aPage([plumbing]),
      'PATCH /api/admin/businesses/:id': {
        message: 'Business updated successfully',
        business: { ...plumbing, speaksSpanish: true },
      },
    });
    const { user } = renderWithProviders(<BusinessManagementPanel />);
    const dialog = await openDialog(user, 'Edit Aggieland Plumbing', 'Edit Aggieland Plumbing');
    const mark = within(dialog).getByRole('checkbox', { name: 'Se habla español' });
    expect(mark).toHaveProperty('checked', false);
    await user.click(mark);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Business updated successfully')).toBeTruthy();
    expect(server.lastCall('PATCH /api/admin/businesses/:id').body).toMatchObject({
      speaksSpanish: true,
    });
  });

  it('sets the hours from the Edit dialog and lists the hours to check (issue 29)', async () => {
    const server = serveApi({
      'GET /api/admin/businesses': aPage([{ ...plumbing, hours: 'Mon-Fri: 8AM-5PM' }]),
      'GET /api/admin/businesses/unread-hours': {
        items: [{ ...plumbing, hours: 'Mon-Fri: 8AM-5PM, Sat: On call', note: 'Sat: On call' }],
        total: 1,
      },
      'PATCH /api/admin/businesses/:id': {
        message: 'Business updated successfully',
        business: plumbing,
      },
    });
    const { user } = renderWithProviders(<BusinessManagementPanel />);
    await user.click(await screen.findByText(/^Hours to check/));
    expect(await screen.findByText('Sat: On call')).toBeTruthy();
    expect(screen.getByText(/^Hours to check \(1\)/)).toBeTruthy();

    const dialog = await openDialog(user, 'Edit Aggieland Plumbing', 'Edit Aggieland Plumbing');
    const hours = within(dialog).getByRole('group', { name: 'Hours' });
    await user.selectOptions(within(hours).getByRole('combobox', { name: 'Saturday' }), 'open24');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Business updated successfully')).toBeTruthy();
    expect(server.lastCall('PATCH /api/admin/businesses/:id').body).toMatchObject({
      hours: 'Mon-Fri: 8AM-5PM, Sat: Open 24 hours, Sun: Closed',
    });
  });

  it('deletes a business after confirming', async () => {
    const server = serveApi({
      'GET /api/admin/businesses': aPage([plumbing]),
      'DELETE /api/admin/businesses/:id': { message: 'Business deleted successfully' },
    });
    const { user } = renderWithProviders(<BusinessManagementPanel />);
    const dialog = await openDialog(
      user,
      'Delete Aggieland Plumbing',
      'Delete Aggieland Plumbing?',
    );
    server.use({ 'GET /api/admin/businesses': aPage([]) });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Business' }));

    expect(await findToast('Business deleted successfully')).toBeTruthy();
    expect(server.lastCall('DELETE /api/admin/businesses/:id').params.id).toBe(plumbing.id);
    expect(await screen.findByText('No businesses match these filters.')).toBeTruthy();
  });

  it("erases a listing's owner after confirming what goes and what stays", async () => {
    const claimed = anAdminBusiness({ name: 'Kyle Field Cafe', ownerEmail: 'pat@cafe.example' });
    const server = serveApi({
      'GET /api/admin/businesses': aPage([claimed, plumbing]),
      'DELETE /api/admin/businesses/:id/owner': {
        message: 'Owner account erased. The listing stays, unclaimed.',
        businessId: claimed.id,
      },
    });
    const { user } = renderWithProviders(<BusinessManagementPanel />);
    await screen.findByText('pat@cafe.example');
    // A listing nobody owns offers no erasure.
    expect(screen.queryByRole('button', { name: 'Erase Owner of Aggieland Plumbing' })).toBeNull();
    expect(screen.getByText('Unclaimed')).toBeTruthy();

    const dialog = await openDialog(
      user,
      'Erase Owner of Kyle Field Cafe',
      'Erase the owner of Kyle Field Cafe?',
    );
    expect(dialog.textContent).toContain('The account of pat@cafe.example is deleted for good');
    expect(dialog.textContent).toContain('The listing stays, unclaimed, on its plan.');
    expect(server.calls('DELETE /api/admin/businesses/:id/owner')).toHaveLength(0);
    server.use({
      'GET /api/admin/businesses': aPage([{ ...claimed, ownerEmail: null }, plumbing]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Erase Owner Account' }));

    expect(await findToast('Owner account erased. The listing stays, unclaimed.')).toBeTruthy();
    expect(server.lastCall('DELETE /api/admin/businesses/:id/owner').params.id).toBe(claimed.id);
    await waitFor(() => expect(screen.queryByText('pat@cafe.example')).toBeNull());
  });

  it('says why an owner cannot be erased while the provider still bills them', async () => {
    const claimed = anAdminBusiness({ name: 'Gold Grill', ownerEmail: 'gold@grill.example' });
    const refusal =
      "This owner's paid subscription still renews with the payment provider. Cancel it there first, then erase the account.";
    serveApi({
      'GET /api/admin/businesses': aPage([claimed]),
      'DELETE /api/admin/businesses/:id/owner': apiError(409, 'conflict', refusal),
    });
    const { user } = renderWithProviders(<BusinessManagementPanel />);
    const dialog = await openDialog(
      user,
      'Erase Owner of Gold Grill',
      'Erase the owner of Gold Grill?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erase Owner Account' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it("says 'Failed to fetch businesses' with a way to try again", async () => {
    serveApi({ 'GET /api/admin/businesses': apiError(500, 'internal', 'Something went wrong.') });
    renderWithProviders(<BusinessManagementPanel />);

    await expectFailureToast('Failed to fetch businesses');
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }),
    ).toBeTruthy();
  });
});
