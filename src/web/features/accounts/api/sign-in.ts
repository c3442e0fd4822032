import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Portal,
  SignInInput,
  SignInResult,
  TwoFactorSignInInput,
} from '../../../../domain/accounts';
import { apiFetch } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from './session';

export function signIn(input: SignInInput & { portal: Portal }): Promise<SignInResult> {
  return apiFetch<SignInResult>('/api/account/sign-in', { method: 'POST', body: input });
}

export function verifyTwoFactor(input: TwoFactorSignInInput): Promise<SignInResult> {
  return apiFetch<SignInResult>('/api/account/sign-in/two-factor', { method: 'POST', body: input });
}

/** Either step of a sign-in; a finished one puts the user into the session cache. */
function useSignInStep<T>(send: (input: T) => Promise<SignInResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      if (result.status === 'signed_in') {
        queryClient.setQueryData(SESSION_QUERY_KEY, result.user);
      }
    },
  });
}

export function useSignIn() {
  return useSignInStep(signIn);
}

export function useVerifyTwoFactor() {
  return useSignInStep(verifyTwoFactor);
}
