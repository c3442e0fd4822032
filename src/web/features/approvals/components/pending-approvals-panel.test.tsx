import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aChangeRequest, aClaimDetail, aPage, aProfileChangeDetail } from '#web/test/builders.js';
import { clickAndExpectPending } from '#web/test/dialog-steps.js';
import { expectFailureToast } from '#web/test/failure-toast.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { type ApiRequest, apiError, deferred, lastBodyFor, serveApi } from '#web/test/serve-api.js';
import { PendingApprovalsPanel } from './pending-approvals-panel';

const claim = aClaimDetail({ businessName: 'Brazos Bikes' });
const profileChange = aProfileChangeDetail({ businessName: 'Blue Bell Bakery' });

/** The change-request list answers by the type it is asked for, as the server does. */
function listByType(request: ApiRequest) {
  expect(request.query.get('status')).toBe('pending');
  return request.query.get('type') === 'business_claim'
    ? aPage([aChangeRequest({ ...claim, type: 'business_claim' })])
    : aPage([aChangeRequest({ ...profileChange, type: 'profile_update' })], 2);
}

function renderPanel(path = '/admin/dashboard') {
  return renderWithProviders(
    <PendingApprovalsPanel photos={{ count: 0, queue: <p>Photo queue</p> }} />,
    { path },
  );
}

describe('PendingApprovalsPanel', () => {
  it('counts each kind of request and lists the business claims first', async () => {
    const server = serveApi({ 'GET /api/admin/change-requests': listByType });
    const { user } = renderPanel();

    const tabs = within(screen.getByRole('tablist', { name: 'Pending approval kinds' }));
    await waitFor(() =>
      expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Business Claims (1)',
        'Profile Changes (2)',
        'Photos (0)',
      ]),
    );
    const claims = await screen.findByRole('list', { name: 'Pending business claims' });
    expect(within(claims).getByText('Brazos Bikes', { selector: 'p' })).toBeTruthy();
    expect(within(claims).getByText('Business Claim')).toBeTruthy();
    expect(
      within(claims).getByText(/Chris Claimant \(chris@example.com\) · submitted/),
    ).toBeTruthy();
    const query = server.calls('GET /api/admin/change-requests')[0].query;
    expect(query.get('limit')).toBe('20');
    expect(query.get('offset')).toBe('0');

    await user.click(tabs.getByRole('tab', { name: 'Profile Changes (2)' }));
    const changes = await screen.findByRole('list', { name: 'Pending profile changes' });
    expect(within(changes).getByText('Changes: Phone')).toBeTruthy();
    await user.click(tabs.getByRole('tab', { name: 'Photos (0)' }));
    expect(screen.getByText('Photo queue')).toBeTruthy();
  });

  it("approves a claim with the admin's corrections, reading 'Processing...' meanwhile", async () => {
    const reply = deferred();
    const server = serveApi({
      'GET /api/admin/change-requests': listByType,
      'GET /api/admin/change-requests/:id': {
        ...claim,
        possibleDuplicates: [
          {
            id: 'd0000000-0000-4000-8000-000000000001',
            slug: 'brazos-bicycles',
            name: 'Brazos Bicycles',
            address: '300 College Ave',
            city: 'College Station',
            hasOwner: false,
          },
        ],
      },
      'POST /api/admin/change-requests/:id/approve': reply.handler,
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Review Brazos Bikes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Review claim: Brazos Bikes' });
    const city = await within(dialog).findByRole('textbox', { name: 'City' });
    expect(city).toHaveProperty('value', 'College Station');
    await user.clear(city);
    await user.type(city, 'Bryan');
    await user.click(within(dialog).getByRole('radio', { name: /Link to Brazos Bicycles/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Admin Notes (optional)' }),
      'Checked by phone',
    );
    await clickAndExpectPending(user, dialog, 'Approve', 'Processing...');
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
    expect(lastBodyFor(server, 'POST /api/admin/change-requests/:id/approve', claim.id)).toEqual({
      claim: {
        business_name: 'Brazos Bikes',
        business_category: 'Shopping',
        business_address: '300 College Ave',
        business_city: 'Bryan',
        business_state: 'TX',
        business_zip: '77840',
        business_phone: '(979) 555-0150',
        business_email: 'shop@brazosbikes.example',
        business_website: '',
        business_description: '',
        owner_name: 'Chris Claimant',
        owner_phone: '(979) 555-0151',
      },
      linkBusinessId: 'd0000000-0000-4000-8000-000000000001',
      notes: 'Checked by phone',
    });

    reply.resolve({ message: 'ok', request: aChangeRequest({ status: 'approved' }) });
    const toast = await findToast('Request Approved');
    expect(
      within(toast).getByText('The business claim has been approved and accounts created'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("rejects a claim with notes, and shows a refused approval's reason under its field", async () => {
    const server = serveApi({
      'GET /api/admin/change-requests': listByType,
      'GET /api/admin/change-requests/:id': claim,
      'POST /api/admin/change-requests/:id/approve': apiError(400, 'validation', 'Invalid input', {
        'claim.business_zip': 'ZIP Code format is invalid',
      }),
      'POST /api/admin/change-requests/:id/reject': { message: 'ok', request: aChangeRequest() },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Review Brazos Bikes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review claim: Brazos Bikes' });

    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    await expectFailureToast('Invalid input');
    expect(within(dialog).getByText('ZIP Code format is invalid')).toBeTruthy();

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Admin Notes (optional)' }),
      'Not the owner',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const toast = await findToast('Request Rejected');
    expect(within(toast).getByText('The request has been rejected')).toBeTruthy();
    expect(server.lastCall('POST /api/admin/change-requests/:id/reject').body).toEqual({
      notes: 'Not the owner',
    });
  });

  it('approves only the profile changes the admin accepts', async () => {
    const detail = aProfileChangeDetail({
      ...profileChange,
      changes: [
        { field: 'phone', from: '(979) 555-0199', to: '(979) 555-0200', current: '(979) 555-0199' },
        { field: 'website', from: null, to: 'bluebell.example', current: null },
      ],
    });
    const server = serveApi({
      'GET /api/admin/change-requests': listByType,
      'GET /api/admin/change-requests/:id': detail,
      'POST /api/admin/change-requests/:id/approve': {
        message: 'ok',
        request: aChangeRequest({ status: 'approved' }),
      },
    });
    const { user } = renderPanel('/admin/dashboard?view=profile-changes');
    await user.click(await screen.findByRole('button', { name: 'Review Blue Bell Bakery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review changes: Blue Bell Bakery' });

    await user.click(await within(dialog).findByRole('checkbox', { name: 'Accept Website' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Accept Phone' }));
    expect(
      within(dialog).getByText('Accept at least one change, or reject the request.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(within(dialog).getByRole('checkbox', { name: 'Accept Phone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const toast = await findToast('Request Approved');
    expect(
      within(toast).getByText('The changes have been approved and applied to the business profile'),
    ).toBeTruthy();
    expect(server.lastCall('POST /api/admin/change-requests/:id/approve').body).toEqual({
      fields: { phone: '(979) 555-0200' },
      notes: null,
    });
  });

  it("says 'Failed to fetch pending changes. Check console for details.' and logs the error", async () => {
    // The spec's message sends the admin to the console: the panel logs there (a warning).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveApi({
      'GET /api/admin/change-requests': apiError(500, 'internal', 'Something went wrong.'),
    });
    renderPanel();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Failed to fetch pending changes. Check console for details.'),
    ).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });
});
