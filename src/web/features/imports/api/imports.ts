import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { ImportMapping, ImportProgressLine, ImportResult } from '#domain/imports.js';
import {
  ADMIN_BUSINESSES_QUERY_KEY,
  ADMIN_DASHBOARD_QUERY_KEY,
  PUBLIC_BUSINESSES_QUERY_KEY,
} from '#web/lib/admin-query-keys.js';
import { callApi, refusalOf, urlOf } from '#web/lib/api-client.js';
import { useRefreshQueries } from '#web/lib/refresh-queries.js';
import { readLines } from '../lib/ndjson-lines';

/** What to import: pasted CSV text or one chosen file. */
export type ImportSource = { kind: 'text'; text: string } | { kind: 'file'; file: File };

function importForm(source: ImportSource, mapping: ImportMapping) {
  const form = new FormData();
  if (source.kind === 'file') form.append('file', source.file);
  else form.append('text', source.text);
  if (Object.keys(mapping).length > 0) form.append('mapping', JSON.stringify(mapping));
  return form;
}

export function previewImport(source: ImportSource, mapping: ImportMapping) {
  return callApi(apiPaths.imports.preview, { body: importForm(source, mapping) });
}

/** A failure the server reported inside the stream, after the import had started. */
export class ImportStreamError extends Error {
  override name = 'ImportStreamError';
}

/**
 * Runs the import and follows its progress. The answer is a stream of JSON lines
 * (progress, then the result), which callApi cannot read, hence fetch here with
 * its same-origin credentials. Aborting `signal` stops the run: the server
 * then takes back the rows it wrote, and this rejects with the AbortError.
 */
export async function runImport(options: {
  source: ImportSource;
  mapping: ImportMapping;
  signal: AbortSignal;
  onProgress: (done: number, total: number) => void;
}): Promise<ImportResult> {
  const response = await fetch(urlOf(apiPaths.imports.run), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/x-ndjson, application/json' },
    body: importForm(options.source, options.mapping),
    signal: options.signal,
  });
  // Whatever can be refused is refused before the run starts, as an ordinary error.
  if (!response.ok) throw await refusalOf(response);
  if (!response.body) throw new ImportStreamError('The server did not answer the import.');
  for await (const text of readLines(response.body)) {
    const line = JSON.parse(text) as ImportProgressLine;
    if (line.type === 'progress') options.onProgress(line.done, line.total);
    else if (line.type === 'result') return line.result;
    else throw new ImportStreamError(line.message);
  }
  throw new ImportStreamError('The import stopped before it finished.');
}

export const importBatchesQueryOptions = queryOptions({
  queryKey: ['admin', 'imports'],
  queryFn: () => callApi(apiPaths.imports.batches),
});

export function useImportBatches() {
  return useQuery(importBatchesQueryOptions);
}

/** After an import or an undo: the batch list, the admin's business list and counts, public pages. */
export function useRefreshAfterImport() {
  return useRefreshQueries(
    importBatchesQueryOptions.queryKey,
    ADMIN_BUSINESSES_QUERY_KEY,
    ADMIN_DASHBOARD_QUERY_KEY,
    PUBLIC_BUSINESSES_QUERY_KEY,
  );
}

export function useUndoImport() {
  const refresh = useRefreshAfterImport();
  return useMutation({
    mutationFn: (id: string) => callApi(apiPaths.imports.undo, { params: { id } }),
    // A refused undo (changed since, already undone) may still mean the list is stale.
    onSettled: () => void refresh(),
  });
}
