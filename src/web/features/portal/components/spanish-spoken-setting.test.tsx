import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPortalBusiness } from '#web/test/builders.js';
import { expectFailureToast } from '#web/test/failure-toast.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { SPANISH_SAVE_FAILED, SpanishSpokenSetting } from './spanish-spoken-setting';

const box = () => screen.getByRole('checkbox', { name: 'Se habla español' });

describe('SpanishSpokenSetting', () => {
  it('saves the mark at once and says so', async () => {
    const server = serveApi({
      'PUT /api/portal/spanish': {
        speaksSpanish: true,
        message: 'Your listing now shows Se habla español.',
      },
    });
    const { user } = renderWithProviders(
      <SpanishSpokenSetting business={aPortalBusiness({ speaksSpanish: false })} />,
    );
    expect(box()).toHaveProperty('checked', false);
    await user.click(box());
    expect(await findToast('Your listing now shows Se habla español.')).toBeTruthy();
    expect(server.lastCall('PUT /api/portal/spanish').body).toEqual({ speaksSpanish: true });
  });

  it('says when it could not save, and the box goes back', async () => {
    serveApi({ 'PUT /api/portal/spanish': apiError(500, 'internal', 'Something went wrong.') });
    const { user } = renderWithProviders(
      <SpanishSpokenSetting business={aPortalBusiness({ speaksSpanish: true })} />,
    );
    await user.click(box());
    await expectFailureToast(SPANISH_SAVE_FAILED);
    await waitFor(() => expect(box()).toHaveProperty('checked', true));
  });
});
