import { stream } from 'hono/streaming';
import { z } from 'zod';
import { api } from '#domain/api.js';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportMapping,
  type ImportProgressLine,
  importMessages,
} from '#domain/imports.js';
import { AppError } from '../../platform/app-error.js';
import { type Route, route } from '../../platform/routes.js';
import { formText, readForm } from '../../platform/uploads.js';
import { geocodeSoon } from '../geocoding/geocoding.service.js';
import { findImportBatches } from './import-batches.service.js';
import { planImport, previewImport } from './import-plan.service.js';
import { undoImport } from './import-undo.service.js';
import { runImport } from './imports.service.js';
import { readTable } from './read-table.js';

const mappingSchema = z.record(z.string().max(200), z.enum(IMPORT_COLUMNS).nullable());

/**
 * What to import, from a multipart form: pasted `text` or one `file`, and an
 * optional `mapping` (JSON: header -> column or null) the admin set by hand.
 */
async function importInput(c: Parameters<typeof readForm>[0]) {
  const form = await readForm(c, importMessages.missingInput);
  const file = form.file;
  const text = formText(form, 'text');
  let mapping: ImportMapping | undefined;
  const mappingText = formText(form, 'mapping');
  if (mappingText) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(mappingText);
    } catch {
      throw new AppError('validation', importMessages.badMapping);
    }
    const checked = mappingSchema.safeParse(parsed);
    if (!checked.success) throw new AppError('validation', importMessages.badMapping);
    mapping = checked.data;
  }
  if (file instanceof File) {
    const table = await readTable(
      { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      { maxRows: IMPORT_MAX_ROWS },
    );
    return { table, fileName: file.name.slice(0, 200), mapping };
  }
  if (text === undefined) throw new AppError('validation', importMessages.missingInput);
  const table = await readTable({ text }, { maxRows: IMPORT_MAX_ROWS });
  return { table, fileName: 'Pasted CSV', mapping };
}

/** /api/admin/imports: preview, import (streamed progress), history and undo. */
export const importsRoutes: Route[] = [
  route(api.imports.batches, (_c, { ctx }) => findImportBatches(ctx)),
  route(api.imports.preview, async (c, { ctx }) =>
    previewImport({ ...ctx, ...(await importInput(c)) }),
  ),
  route(api.imports.run, async (c, { ctx }) => {
    // Everything that can be refused is refused before the stream starts: a clear 4xx.
    const plan = await planImport(ctx.db, await importInput(c));
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return stream(c, async (out) => {
      const controller = new AbortController();
      out.onAbort(() => controller.abort());
      const send = (line: ImportProgressLine) => out.writeln(JSON.stringify(line));
      try {
        const result = await runImport(
          {
            db: ctx.db,
            logger: ctx.logger,
            actorUserId: ctx.actor.id,
            source: 'web',
            meta: ctx.meta,
            signal: controller.signal,
            onProgress: async (done, total) => {
              await send({ type: 'progress', done, total });
            },
          },
          plan,
        );
        await send({ type: 'result', result });
        // Its businesses get coordinates now, in batches, without holding the answer.
        geocodeSoon({ db: ctx.db, config: ctx.config, logger: ctx.logger });
      } catch (error) {
        if (!(error instanceof AppError))
          ctx.logger.error('import failed', { error: String(error) });
        await send({
          type: 'error',
          message: error instanceof AppError ? error.message : 'The import stopped unexpectedly.',
        });
      }
    });
  }),
  route(api.imports.undo, (_c, { ctx, params }) => undoImport({ ...ctx, batchId: params.id })),
];
