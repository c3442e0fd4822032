import type { ImportAction } from '../../../../domain/imports';

/** How a preview names each action's count: '2 to create', '1 with errors'. */
export const PREVIEW_COUNT_LABELS: Record<ImportAction, (n: number) => string> = {
  create: (n) => `${n.toLocaleString('en-US')} to create`,
  update: (n) => `${n.toLocaleString('en-US')} to update`,
  skip: (n) => `${n.toLocaleString('en-US')} skipped`,
  error: (n) => `${n.toLocaleString('en-US')} with errors`,
};

/** How a finished import names them: '2 created', '1 failed'. */
export const DONE_COUNT_LABELS: Record<ImportAction, (n: number) => string> = {
  create: (n) => `${n.toLocaleString('en-US')} created`,
  update: (n) => `${n.toLocaleString('en-US')} updated`,
  skip: (n) => `${n.toLocaleString('en-US')} skipped`,
  error: (n) => `${n.toLocaleString('en-US')} failed`,
};

export const IMPORT_ACTIONS: readonly ImportAction[] = ['create', 'update', 'skip', 'error'];

export const ACTION_STYLES: Record<ImportAction, string> = {
  create: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  update: 'bg-sky-50 text-sky-800 ring-sky-200',
  skip: 'bg-stone-100 text-stone-700 ring-stone-300',
  error: 'bg-red-50 text-red-800 ring-red-200',
};

export const ACTION_LABELS: Record<ImportAction, string> = {
  create: 'Create',
  update: 'Update',
  skip: 'Skip',
  error: 'Error',
};

/** '2 to create, 1 to update, 0 skipped, 1 with errors': for announcements. */
export function countsText(counts: Record<ImportAction, number>): string {
  return IMPORT_ACTIONS.map((action) => PREVIEW_COUNT_LABELS[action](counts[action])).join(', ');
}
