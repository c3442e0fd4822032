import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { ProblemReportRequest } from '#domain/listing-upkeep-schemas.js';
import { callApi } from '#web/lib/api-client.js';

export function sendProblemReport({
  idOrSlug,
  body,
}: {
  idOrSlug: string;
  body: ProblemReportRequest;
}) {
  return callApi(apiPaths.upkeep.report, { params: { idOrSlug }, body });
}

export function useSendProblemReport() {
  return useMutation({ mutationFn: sendProblemReport });
}
