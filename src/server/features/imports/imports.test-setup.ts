import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ImportProgressLine } from '#domain/imports.js';
import { businesses, importBatches, importRows } from '../../db/schema/index.js';
import { adminTestContext } from '../../test/accounts.js';

/**
 * What the import API test files share: their own database and app (call once per file,
 * at module level), a signed-in admin, and helpers that preview and run an import
 * through the API and find what it wrote.
 */
export async function importsTestSetup() {
  const ctx = await adminTestContext();
  const { db } = ctx.database;
  const { admin } = ctx;
  const tag = () => Math.random().toString(36).slice(2, 7);

  function formOf(input: { text?: string; file?: File; mapping?: object }) {
    const form = new FormData();
    if (input.text !== undefined) form.set('text', input.text);
    if (input.file) form.set('file', input.file);
    if (input.mapping) form.set('mapping', JSON.stringify(input.mapping));
    return form;
  }

  async function preview(input: Parameters<typeof formOf>[0], device = admin.device) {
    return device.upload('/api/admin/imports/preview', formOf(input));
  }

  /** Runs an import and reads its NDJSON stream: the progress lines and the last line. */
  async function importViaApi(input: Parameters<typeof formOf>[0]) {
    const res = await admin.device.upload('/api/admin/imports', formOf(input));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ImportProgressLine);
    const last = lines.at(-1);
    if (last?.type !== 'result') throw new Error(`import ended with ${JSON.stringify(last)}`);
    return { progress: lines.filter((l) => l.type === 'progress'), result: last.result };
  }

  async function businessNamed(name: string) {
    const [row] = await db.select().from(businesses).where(eq(businesses.name, name));
    return row;
  }
  async function batchRow(batchId: string) {
    const [row] = await db.select().from(importBatches).where(eq(importBatches.id, batchId));
    return row;
  }

  /** The batch's rows as [line, action] pairs, sorted. */
  async function rowActions(batchId: string) {
    const rows = await db.select().from(importRows).where(eq(importRows.batchId, batchId));
    return rows.map((r) => [r.line, r.action]).sort();
  }
  return {
    ...ctx,
    ctx,
    db,
    tag,
    formOf,
    preview,
    importViaApi,
    businessNamed,
    batchRow,
    rowActions,
  };
}
