import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_PAYLOAD, solveCaptcha } from '#web/test/captcha.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { serveApi } from '#web/test/serve-api.js';
import { ListingUpkeepPanel } from './listing-upkeep-panel';

const business = {
  id: 'b1',
  name: 'Aggieland Bakery',
  // 9 PM on March 3 in College Station is already March 4 in UTC.
  confirmedAt: '2026-03-04T03:00:00.000Z',
  confirmedBy: 'owner' as const,
  closedAt: null,
};

describe('ListingUpkeepPanel', () => {
  // The dialog is loaded on first click (React.lazy). Beside the browser tests, Vite's
  // first transform of it and its human check took longer than a findBy* waits (CI,
  // stop 45); loaded here, the test's waits measure the dialog, not the transform.
  beforeAll(() => import('./report-problem-dialog'));

  it("says who confirmed the listing, on College Station's day, and nothing when never confirmed", () => {
    const { unmount } = renderWithProviders(<ListingUpkeepPanel business={business} />);
    expect(screen.getByText('Confirmed by the owner on March 3, 2026')).toBeTruthy();
    expect(screen.queryByText('Permanently closed')).toBeNull();
    unmount();
    renderWithProviders(
      <ListingUpkeepPanel
        business={{
          ...business,
          confirmedAt: null,
          confirmedBy: null,
          closedAt: '2026-05-01T12:00:00Z',
        }}
      />,
    );
    expect(screen.queryByText(/Confirmed by/)).toBeNull();
    expect(screen.getByText('Permanently closed')).toBeTruthy();
  });

  it("asks for a note with 'Other', then sends the report with the solved check", async () => {
    const server = serveApi({
      'POST /api/businesses/:idOrSlug/reports': {
        id: 'r1',
        message: 'Thank you. We will check this listing.',
      },
    });
    const { user } = renderWithProviders(
      <ListingUpkeepPanel business={{ ...business, confirmedBy: 'bcs_local' }} />,
    );
    expect(screen.getByText('Confirmed by BCS Local on March 3, 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText("Please say what is wrong when you choose 'Other'."),
    ).toBeTruthy();
    expect(server.requests).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'They moved to Main Street.');
    solveCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await findToast('Report sent');
    expect(server.lastCall('POST /api/businesses/:idOrSlug/reports').body).toEqual({
      reason: 'other',
      note: 'They moved to Main Street.',
      captcha: CAPTCHA_PAYLOAD,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
