import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type RenderOptions, renderWithProviders } from './render';
import { type Handler, serveApi } from './serve-api';

/**
 * An admin review queue (Event Management, Job Management) drawn over `byStatus`, its
 * status call answered by `decide`; resolves once the first tab's list `first` shows.
 * `api` is the queue's address as serveApi's table writes it (for example /api/admin/events).
 */
export async function renderReviewQueue(
  panel: ReactElement,
  {
    api,
    byStatus,
    decide,
    first,
  }: { api: string; byStatus: Handler; decide: Handler; first: string },
  options?: RenderOptions,
) {
  const server = serveApi({ [`GET ${api}`]: byStatus, [`POST ${api}/:id/status`]: decide });
  const rendered = renderWithProviders(panel, options);
  await screen.findByRole('list', { name: first });
  return { server, ...rendered };
}
