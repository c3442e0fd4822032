import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { ContactRequest } from '#domain/contact.js';
import { callApi } from '#web/lib/api-client.js';

export function sendContactMessage(body: ContactRequest): Promise<{ id: string }> {
  return callApi(apiPaths.directory.contact, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
