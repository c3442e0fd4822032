import { useEffect } from 'react';
import { refusalMessage } from './api-client';
import { t } from './common-i18n';
import { toast } from './toast';

/**
 * The toast of an action that failed: 'Error' (or `title`) over the server's reason
 * when it refused the request (a 4xx says what to fix), else `fallback`, the spec's
 * message. Without an error it simply says `fallback`.
 */
export function toastFailure(fallback: string, error?: unknown, title?: string): void {
  toast.error(title ?? t('common.error'), { description: refusalMessage(error, fallback) });
}

/**
 * Says `message` in a failure toast when a query fails: once as it turns to failed,
 * and again after each later failure when `failedAt` (its errorUpdatedAt) is given.
 */
export function useFailureToast(failed: boolean, message: string, failedAt?: number): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reaction to the failure only
  useEffect(() => {
    if (failed) toastFailure(message);
  }, [failed, failedAt]);
}
