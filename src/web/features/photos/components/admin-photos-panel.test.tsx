import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminBusiness, anAdminPhoto, aPage } from '#web/test/builders.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { expectLoadFailure } from '#web/test/screen.js';
import { type ApiRequest, apiError, serveApi } from '#web/test/serve-api.js';
import { AdminPhotosPanel } from './admin-photos-panel';

const bakery = anAdminBusiness({ name: 'Blue Bell Bakery', city: 'Bryan' });

function file(name: string, type: string, size = 2048) {
  const made = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

/** The photo list answers by business, as the server does. */
const photosByBusiness = (request: ApiRequest) =>
  request.query.get('businessId')
    ? aPage([])
    : aPage([
        anAdminPhoto({ businessName: 'Gold Grill', fileName: 'grill.jpg', status: 'approved' }),
      ]);

describe('AdminPhotosPanel', () => {
  it('lists every photo and sets primary photos for all businesses', async () => {
    const server = serveApi({
      'GET /api/admin/photos': photosByBusiness,
      'POST /api/admin/photos/set-primary-photos': {
        updated: 3,
        message: 'Primary photos have been set for all businesses',
      },
    });
    const { user } = renderWithProviders(<AdminPhotosPanel />);

    const list = await screen.findByRole('list', { name: 'Business photos' });
    expect(within(list).getByRole('img', { name: 'Gold Grill: grill.jpg' })).toBeTruthy();
    expect(
      within(list).getByRole('button', { name: 'Set as primary for Gold Grill' }),
    ).toBeTruthy();
    expect(Object.fromEntries(server.calls('GET /api/admin/photos')[0].query)).toEqual({
      limit: '24',
      offset: '0',
    });

    await user.click(screen.getByRole('button', { name: 'Set Primary Photos' }));
    expect(await findToast('Primary photos have been set for all businesses')).toBeTruthy();
    // The action takes no input: the request carries no body.
    expect(server.lastCall('POST /api/admin/photos/set-primary-photos').body).toBeUndefined();
  });

  it("uploads to the chosen business, refusing files that are not images or over 10MB with the spec's words", async () => {
    const server = serveApi({
      'GET /api/admin/photos': photosByBusiness,
      'GET /api/admin/businesses': aPage([bakery]),
      'POST /api/admin/photos': { photo: anAdminPhoto({ status: 'approved' }) },
    });
    const { user } = renderWithProviders(<AdminPhotosPanel />);
    expect(screen.getByRole('button', { name: 'Upload photos' })).toHaveProperty('disabled', true);

    await user.type(screen.getByRole('searchbox', { name: 'Business' }), 'blue');
    const matches = await screen.findByRole('list', { name: 'Matching businesses' });
    expect(server.lastCall('GET /api/admin/businesses').query.get('search')).toBe('blue');
    await user.click(within(matches).getByRole('button', { name: /Blue Bell Bakery/ }));
    expect(screen.getByText('Blue Bell Bakery', { selector: 'span' })).toBeTruthy();
    expect(await screen.findByText('Blue Bell Bakery has no photos yet.')).toBeTruthy();
    expect(server.calls('GET /api/admin/photos').at(-1)?.query.get('businessId')).toBe(bakery.id);

    fireEvent.change(document.getElementById('admin-photo-input') as HTMLInputElement, {
      target: {
        files: [
          file('front.jpg', 'image/jpeg'),
          file('huge.png', 'image/png', 10_485_761),
          file('menu.pdf', 'application/pdf'),
        ],
      },
    });

    expect(await screen.findByText('Please select valid image files under 10MB.')).toBeTruthy();
    const results = screen.getByRole('list', { name: 'Upload results' });
    expect(within(results).getByText('Too large')).toBeTruthy();
    expect(within(results).getByText('File size must be less than 10MB')).toBeTruthy();
    expect(within(results).getByText('Invalid')).toBeTruthy();
    expect(within(results).getByText('File must be an image')).toBeTruthy();
    expect(
      within(await findToast('Upload Failed')).getByText(
        'Failed to upload 2 photo(s). Check the results below for details.',
      ),
    ).toBeTruthy();
    const upload = server.lastCall('POST /api/admin/photos').body as FormData;
    expect(upload.get('businessId')).toBe(bakery.id);
    expect((upload.get('photo') as File).name).toBe('front.jpg');
  });

  it("says 'Some files exceed the 10MB size limit.' when only the size is wrong", async () => {
    serveApi({
      'GET /api/admin/photos': photosByBusiness,
      'GET /api/admin/businesses': aPage([bakery]),
    });
    const { user } = renderWithProviders(<AdminPhotosPanel />);
    await user.type(screen.getByRole('searchbox', { name: 'Business' }), 'blue');
    await user.click(await screen.findByRole('button', { name: /Blue Bell Bakery/ }));

    fireEvent.change(document.getElementById('admin-photo-input') as HTMLInputElement, {
      target: { files: [file('huge.png', 'image/png', 10_485_761)] },
    });
    expect(await screen.findByText('Some files exceed the 10MB size limit.')).toBeTruthy();
  });

  it("says 'Failed to fetch business photos' with a way to try again", async () => {
    serveApi({ 'GET /api/admin/photos': apiError(500, 'internal', 'Something went wrong.') });
    renderWithProviders(<AdminPhotosPanel />);

    await expectLoadFailure('Failed to fetch business photos');
  });
});
