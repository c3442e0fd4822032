import type { ImportBatchView, ImportPreview } from '#domain/imports.js';
import { builder } from './builder.js';
import { A_DATE, anId } from './ids.js';

/** A paste of one row, to be created. */
function oneNewRow() {
  return {
    fileName: 'pasted.csv',
    totalRows: 1,
    counts: { create: 1, update: 0, skip: 0, error: 0 },
  };
}

export const anImportPreview = builder<ImportPreview>(() => ({
  ...oneNewRow(),
  columns: [
    { header: 'name', column: 'name' },
    { header: 'city', column: 'city' },
  ],
  unmapped: [],
  rows: [{ line: 2, name: 'Brazos Bikes', city: 'Bryan', action: 'create', reason: null }],
  notes: [],
}));

export const anImportBatch = builder<ImportBatchView>(() => ({
  id: anId(),
  ...oneNewRow(),
  source: 'web',
  actorEmail: 'admin@example.com',
  status: 'done',
  createdAt: A_DATE,
  undoneAt: null,
}));
