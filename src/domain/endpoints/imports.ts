import { apiPaths } from '../api-paths.js';
import { endpoint, json, raw } from '../endpoint.js';
import type { ImportBatchView, ImportPreview } from '../imports.js';
import { importMessages } from '../imports.js';
import { idParam } from '../validation.js';
import type { Message } from './shared.js';

export const importsEndpoints = {
  batches: endpoint(apiPaths.imports.batches, {
    summary: 'Recent imports',
    tag: 'Imports',
    access: 'manage:business:any',
    answer: json<{ items: ImportBatchView[] }>(),
  }),
  preview: endpoint(apiPaths.imports.preview, {
    summary: 'What each row of `file` or `text` would do, with an optional `mapping`',
    tag: 'Imports',
    access: 'manage:business:any',
    body: 'multipart',
    answer: json<ImportPreview>(),
  }),
  run: endpoint(apiPaths.imports.run, {
    summary: 'Import `file` or `text`: progress lines, then the result (NDJSON)',
    tag: 'Imports',
    access: 'manage:business:any',
    body: 'multipart',
    answer: raw('application/x-ndjson; charset=utf-8'),
  }),
  undo: endpoint(apiPaths.imports.undo, {
    summary: 'Undo an import, unless what it wrote changed since',
    tag: 'Imports',
    access: 'manage:business:any',
    params: idParam(importMessages.batchNotFound),
    answer: json<Message>(),
  }),
} as const;
