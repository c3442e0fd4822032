import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalPhotos } from '#domain/photos.js';
import { anOwnerPhoto } from '#web/test/builders.js';
import { openDialog } from '#web/test/dialog-steps.js';
import { inSpanish } from '#web/test/in-spanish.js';
import { findToast, renderWithProviders } from '#web/test/render.js';
import { expectLoadFailure } from '#web/test/screen.js';
import { apiError, serveApi } from '#web/test/serve-api.js';
import { PortalPhotosTab } from './portal-photos-tab';

function portalPhotos(overrides: Partial<PortalPhotos> = {}): PortalPhotos {
  return { items: [], plan: 'silver', limit: 3, used: 0, ...overrides };
}

function image(name: string, type = 'image/jpeg', size = 2048) {
  return new File([new Uint8Array(size)], name, { type });
}

/** The picker's file input: hidden, opened by the 'Upload photos' button. */
function choose(files: File[]) {
  const input = document.getElementById('portal-photo-input') as HTMLInputElement;
  // fireEvent, not user.upload: the chooser's "All files" lets a person pick any type.
  fireEvent.change(input, { target: { files } });
}

/** The tab with nothing uploaded yet on Silver, the server taking each upload; once loaded. */
async function renderAcceptingTab() {
  const server = serveApi({
    'GET /api/portal/photos': portalPhotos(),
    'POST /api/portal/photos': { photo: anOwnerPhoto({ status: 'pending' }) },
  });
  renderWithProviders(<PortalPhotosTab businessName="Blue Bell Bakery" />);
  await screen.findByText('0 of 3 photos');
  return server;
}

describe('PortalPhotosTab', () => {
  it("shows the plan's allowance and each photo with its status", async () => {
    serveApi({
      'GET /api/portal/photos': portalPhotos({
        used: 2,
        items: [
          anOwnerPhoto({ fileName: 'front.jpg', status: 'approved', isPrimary: true }),
          anOwnerPhoto({
            fileName: 'blurry.jpg',
            status: 'rejected',
            adminNotes: 'Too dark',
            isPublic: false,
          }),
        ],
      }),
    });
    renderWithProviders(<PortalPhotosTab businessName="Blue Bell Bakery" />);

    expect(screen.getByText('Loading photos...')).toBeTruthy();
    expect(await screen.findByText('2 of 3 photos')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your photos' });
    const front = within(list).getByRole('img', { name: 'Blue Bell Bakery: front.jpg' })
      .parentElement as HTMLElement;
    expect(within(front).getByText('approved')).toBeTruthy();
    expect(within(front).getByText('Primary')).toBeTruthy();
    expect(within(list).getByText('Admin note: Too dark')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload photos' })).toHaveProperty('disabled', false);
  });

  it('uploads each chosen image on its own and says they wait for approval', async () => {
    const server = await renderAcceptingTab();

    server.use({ 'GET /api/portal/photos': portalPhotos({ used: 2 }) });
    choose([image('one.jpg'), image('two.png', 'image/png')]);

    const toast = await findToast('Upload Successful');
    expect(within(toast).getByText('2 photo(s) sent for approval.')).toBeTruthy();
    const uploads = server.calls('POST /api/portal/photos');
    expect(uploads).toHaveLength(2);
    const sent = uploads.map((request) => (request.body as FormData).get('photo') as File);
    expect(sent.map((file) => file.name).sort()).toEqual(['one.jpg', 'two.png']);
    const progress = screen.getByRole('list', { name: 'Upload progress' });
    expect(within(progress).getAllByText('Uploaded')).toHaveLength(2);
    expect(await screen.findByText('2 of 3 photos')).toBeTruthy();
  });

  it("marks a file that is not an image 'Invalid' and sends only the good ones", async () => {
    const server = await renderAcceptingTab();

    choose([image('menu.pdf', 'application/pdf'), image('ok.jpg')]);

    expect(await screen.findByText('Some files are not valid images.')).toBeTruthy();
    const progress = screen.getByRole('list', { name: 'Upload progress' });
    expect(within(progress).getByText('Invalid')).toBeTruthy();
    expect(within(progress).getByText('File must be an image')).toBeTruthy();
    const toast = await findToast('Upload Failed');
    expect(
      within(toast).getByText('Failed to upload 1 photo(s). Check the results below for details.'),
    ).toBeTruthy();
    expect(server.calls('POST /api/portal/photos')).toHaveLength(1);
  });

  it("shows the server's refusal of a file under its name", async () => {
    serveApi({
      'GET /api/portal/photos': portalPhotos({ plan: 'free', limit: 1, used: 0 }),
      'POST /api/portal/photos': apiError(413, 'too_large', 'File size must be less than 10MB'),
    });
    renderWithProviders(<PortalPhotosTab businessName="Blue Bell Bakery" />);
    await screen.findByText('0 of 1 photo');

    choose([image('huge.jpg')]);
    const progress = await screen.findByRole('list', { name: 'Upload progress' });
    expect(await within(progress).findByText('File size must be less than 10MB')).toBeTruthy();
  });

  it('is full when the plan allows no more photos', async () => {
    serveApi({
      'GET /api/portal/photos': portalPhotos({
        plan: 'free',
        limit: 1,
        used: 1,
        items: [anOwnerPhoto({ status: 'pending', isPublic: false })],
      }),
    });
    renderWithProviders(<PortalPhotosTab businessName="Blue Bell Bakery" />);

    expect(
      await screen.findByText(
        /Your Texas Basic plan allows 1 photo. Delete a photo or upgrade your plan to add more./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload photos' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'See plans with more photos' })).toBeTruthy();
  });

  it('deletes a photo after confirming', async () => {
    const photo = anOwnerPhoto({ fileName: 'old.jpg' });
    const server = serveApi({
      'GET /api/portal/photos': portalPhotos({ used: 1, items: [photo] }),
      'DELETE /api/portal/photos/:id': { message: 'Photo deleted successfully' },
    });
    const { user } = renderWithProviders(<PortalPhotosTab businessName="Blue Bell Bakery" />);

    const dialog = await openDialog(user, 'Delete old.jpg', 'Delete this photo?');
    server.use({ 'GET /api/portal/photos': portalPhotos() });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));

    expect(await findToast('Photo deleted successfully')).toBeTruthy();
    expect(server.lastCall('DELETE /api/portal/photos/:id').params.id).toBe(photo.id);
    await waitFor(() => expect(screen.getByText(/No photos yet/)).toBeTruthy());
  });

  it('speaks Spanish on a Spanish page: the allowance, the limit, the badges and the delete confirmation', async () => {
    await inSpanish();
    const photo = anOwnerPhoto({ fileName: 'old.jpg', status: 'pending', isPublic: false });
    serveApi({
      'GET /api/portal/photos': portalPhotos({ plan: 'free', limit: 1, used: 1, items: [photo] }),
    });
    const { user } = renderWithProviders(<PortalPhotosTab businessName="Blue Bell Bakery" />);

    expect(await screen.findByText('1 de 1 foto')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fotos' })).toBeTruthy();
    expect(
      screen.getByText(
        /Su plan Texas Basic permite 1 foto. Elimine una foto o mejore su plan para agregar más./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planes con más fotos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subir fotos' })).toHaveProperty('disabled', true);
    const list = screen.getByRole('list', { name: 'Sus fotos' });
    expect(within(list).getByText('pendiente')).toBeTruthy();

    const dialog = await openDialog(user, 'Eliminar old.jpg', '¿Eliminar esta foto?');
    expect(
      within(dialog).getByText('Se quitará de su ficha y no se podrá recuperar.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Eliminar foto' })).toBeTruthy();
  });

  it('says in Spanish why the browser refused a file and how the selection went', async () => {
    await inSpanish();
    const server = serveApi({
      'GET /api/portal/photos': portalPhotos(),
      'POST /api/portal/photos': { photo: anOwnerPhoto({ status: 'pending' }) },
    });
    renderWithProviders(<PortalPhotosTab businessName="Blue Bell Bakery" />);
    await screen.findByText('0 de 3 fotos');

    choose([image('menu.pdf', 'application/pdf'), image('ok.jpg')]);

    expect(await screen.findByText('Algunos archivos no son imágenes válidas.')).toBeTruthy();
    const progress = screen.getByRole('list', { name: 'Progreso de la subida' });
    expect(within(progress).getByText('No válido')).toBeTruthy();
    expect(within(progress).getByText('El archivo debe ser una imagen')).toBeTruthy();
    const toast = await findToast('No se pudo subir');
    expect(
      within(toast).getByText(
        '1 foto no se pudo subir. Vea los detalles en los resultados de abajo.',
      ),
    ).toBeTruthy();
    expect(server.calls('POST /api/portal/photos')).toHaveLength(1);
  });

  it("says 'Failed to fetch photos' with a way to try again", async () => {
    serveApi({ 'GET /api/portal/photos': apiError(500, 'internal', 'Something went wrong.') });
    renderWithProviders(<PortalPhotosTab businessName="Blue Bell Bakery" />);

    await expectLoadFailure('Failed to fetch photos');
  });
});
