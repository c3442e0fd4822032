import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Portal, SignInInput, SignInResult, TwoFactorSignInInput } from '#domain/accounts.js';
import { apiPaths } from '#domain/api-paths.js';
import { callApi } from '#web/lib/api-client.js';
import { SESSION_QUERY_KEY } from './session';

export function signIn(input: SignInInput & { portal: Portal }): Promise<SignInResult> {
  return callApi(apiPaths.account.signIn, { body: input });
}

export function verifyTwoFactor(input: TwoFactorSignInInput): Promise<SignInResult> {
  return callApi(apiPaths.account.signInTwoFactor, { body: input });
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
