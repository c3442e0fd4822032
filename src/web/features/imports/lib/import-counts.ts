import type { ImportAction } from '#domain/imports.js';
import type { BadgeTone } from '#web/ui/status-badge.js';

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

export const ACTION_TONES: Record<ImportAction, BadgeTone> = {
  create: 'success',
  update: 'info',
  skip: 'neutral',
  error: 'danger',
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
