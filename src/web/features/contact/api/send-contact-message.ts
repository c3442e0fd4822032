import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '../../../../domain/contact';
import { apiFetch } from '../../../lib/api-client';

export function sendContactMessage(body: ContactRequest): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
