import type { ImportBatchView, ImportPreview } from '#domain/imports.js';
import { A_DATE, anId } from './ids.js';

/** A paste of one row, to be created. */
function oneNewRow() {
  return {
    fileName: 'pasted.csv',
    totalRows: 1,
    counts: { create: 1, update: 0, skip: 0, error: 0 },
  };
}

export function anImportPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    ...oneNewRow(),
    columns: [
      { header: 'name', column: 'name' },
      { header: 'city', column: 'city' },
    ],
    unmapped: [],
    rows: [{ line: 2, name: 'Brazos Bikes', city: 'Bryan', action: 'create', reason: null }],
    notes: [],
    ...overrides,
  };
}

export function anImportBatch(overrides: Partial<ImportBatchView> = {}): ImportBatchView {
  return {
    id: anId(),
    ...oneNewRow(),
    source: 'web',
    actorEmail: 'admin@example.com',
    status: 'done',
    createdAt: A_DATE,
    undoneAt: null,
    ...overrides,
  };
}
