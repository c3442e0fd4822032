import { apiPaths } from '../api-paths.js';
import { callableBy, endpointGroup, json, raw } from '../endpoint.js';
import type { ImportBatchView, ImportPreview } from '../imports.js';
import { importMessages } from '../imports.js';
import { idParam } from '../validation.js';
import type { Message } from './shared.js';

const manager = callableBy('manage:business:any');

export const importsEndpoints = endpointGroup('Imports', apiPaths.imports, {
  batches: manager('Recent imports', { answer: json<{ items: ImportBatchView[] }>() }),
  preview: manager('What each row of `file` or `text` would do, with an optional `mapping`', {
    body: 'multipart',
    answer: json<ImportPreview>(),
  }),
  run: manager('Import `file` or `text`: progress lines, then the result (NDJSON)', {
    body: 'multipart',
    answer: raw('application/x-ndjson; charset=utf-8'),
  }),
  undo: manager('Undo an import, unless what it wrote changed since', {
    params: idParam(importMessages.batchNotFound),
    answer: json<Message>(),
  }),
});
