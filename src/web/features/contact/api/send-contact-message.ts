import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../domain/api-paths';
import type { ContactRequest } from '../../../../domain/contact';
import { callApi } from '../../../lib/api-client';

export function sendContactMessage(body: ContactRequest): Promise<{ id: string }> {
  return callApi(apiPaths.directory.contact, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
