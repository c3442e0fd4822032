import { randomBytes } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import type { ImportBatchView, ImportProgressLine } from '#domain/imports.js';
import { type Device, errorOf } from './accounts.js';

/** The import (30 point 3): enough rows that the kill lands mid-import on either database. */
export const IMPORT_ROWS = 10_000;

/** What the admin sees of an import killed mid-run, once a server runs again. */
export interface ImportSeen {
  /** Rows the killed server had reported written; whether it finished first. */
  importDoneAtKill: number;
  importFinishedBeforeKill: boolean;
  /** The batch as Recent imports shows it after the restart. */
  batch: ImportBatchView | undefined;
  /** The file's businesses the admin's list shows after the restart. */
  businessesListed: number;
  /** The undo after an admin edited two of them. */
  undo: { status: number; message: string };
  businessesAfterUndo: number;
}

export function importForm(fileName: string, lines: string[]) {
  const form = new FormData();
  form.set('file', new File([lines.join('\n')], fileName, { type: 'text/csv' }));
  return form;
}

/** Reads an import's NDJSON answer line by line until it ends or `onLine` says stop. */
export async function readImport(
  res: Response,
  onLine: (line: ImportProgressLine) => boolean | undefined,
): Promise<void> {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  while (reader) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line && onLine(JSON.parse(line))) {
        await reader.cancel();
        return;
      }
    }
  }
}

async function listedCount(admin: Device, search: string) {
  const res = await admin.request(`/api/admin/businesses?${new URLSearchParams({ search })}`);
  return ((await res.json()) as { total: number }).total;
}

export async function batchNamed(admin: Device, fileName: string) {
  const res = await admin.request('/api/admin/imports');
  const { items } = (await res.json()) as { items: ImportBatchView[] };
  return items.find((batch) => batch.fileName === fileName);
}

/**
 * Stop pressed during an import (the page drops the connection after the first
 * progress line): the run must notice, stop and take back its rows. Answers what the
 * admin then sees.
 */
export async function stopMidImport(admin: Device) {
  const tag = randomBytes(3).toString('hex');
  const fileName = `stop-${tag}.csv`;
  const rows = Array.from({ length: 4000 }, (_, i) => `Stop ${tag} ${i},Bryan`);
  const res = await admin.request('/api/admin/imports', {
    method: 'POST',
    form: importForm(fileName, ['name,city', ...rows]),
  });
  const seen: ImportProgressLine[] = [];
  // Cancelling the body drops the connection, as the page's Stop does.
  await readImport(res, (line) => {
    seen.push(line);
    return line.type === 'progress';
  });
  let batch: ImportBatchView | undefined;
  for (let tries = 0; tries < 200; tries++) {
    batch = await batchNamed(admin, fileName);
    if (batch?.status !== 'running') break;
    await wait(100);
  }
  return { seen, batch, listed: await listedCount(admin, `Stop ${tag}`) };
}

/**
 * After the restart, what the admin sees of a killed import (found by its file name,
 * its businesses by `search`), and the undo's answer once they edited two of them.
 */
export async function editThenUndo(admin: Device, fileName: string, search: string) {
  const batch = await batchNamed(admin, fileName);
  const businessesListed = await listedCount(admin, search);
  const page = await admin.request(
    `/api/admin/businesses?${new URLSearchParams({ search, limit: '2' })}`,
  );
  for (const item of ((await page.json()) as { items: { id: string }[] }).items) {
    const edit = await admin.request(`/api/admin/businesses/${item.id}`, {
      method: 'PATCH',
      json: { adminNotes: 'Checked after the outage.' },
    });
    if (edit.status !== 200) throw new Error(`the edit answered ${edit.status}`);
  }
  const undo = batch
    ? await errorOf(await admin.post(`/api/admin/imports/${batch.id}/undo`))
    : { status: 0, message: 'no batch' };
  return {
    batch,
    businessesListed,
    undo: { status: undo.status, message: undo.message },
    businessesAfterUndo: await listedCount(admin, search),
  };
}

/**
 * Broken promises only: how far the run got before the kill (rows reported, whether
 * it finished) is the caller's to judge; a run killed late may find its batch done.
 */
export function importProblems(report: ImportSeen): string[] {
  const problems: string[] = [];
  const { batch, businessesListed } = report;
  if (!batch) {
    if (businessesListed > 0)
      problems.push(`${businessesListed} businesses written by an import missing from the history`);
    return problems;
  }
  if (batch.status !== 'interrupted' && batch.status !== 'done')
    problems.push(`the import shows as ${batch.status} after the restart`);
  if (batch.counts.create !== businessesListed)
    problems.push(
      `the import shows ${batch.counts.create} created; the list has ${businessesListed}`,
    );
  if (batch.counts.create < report.importDoneAtKill)
    problems.push(
      `the import shows ${batch.counts.create} created; it had reported ${report.importDoneAtKill} done`,
    );
  const refused =
    report.undo.status === 409 && report.undo.message.endsWith('changed since this import.');
  // With nothing written there was nothing to edit: the undo then has nothing to refuse.
  if (businessesListed > 0 ? !refused : report.undo.status !== 200)
    problems.push(`the undo after the edits answered ${report.undo.status} ${report.undo.message}`);
  if (refused && report.businessesAfterUndo !== businessesListed)
    problems.push(
      `the refused undo changed the list: ${businessesListed} -> ${report.businessesAfterUndo}`,
    );
  return problems;
}
