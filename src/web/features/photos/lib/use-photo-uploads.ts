import { useCallback, useRef, useState } from 'react';
import {
  PHOTO_PROBLEM_TEXT,
  type PhotoFileProblem,
  photoFileProblem,
  photoMessages,
  photoSelectionMessage,
} from '#domain/photos.js';
import { refusalMessage } from '#web/lib/api-client.js';
import { translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { t } from '../i18n';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  file: File;
  problem: PhotoFileProblem | null;
  state: UploadState;
  /** 0..1 while uploading. */
  progress: number;
  error?: string;
}

/** Two at a time: each file still shows its own progress, and a phone's link is not flooded. */
const CONCURRENCY = 2;

/**
 * Uploads a selection of photos, one request per file, keeping each file's
 * progress and outcome. Files the browser can already tell are bad (not an
 * image, over 10 MB) get the spec's badge and are not sent; `room` (the plan's
 * free slots) stops the rest early. The server checks everything again. When a
 * selection is done it says so with the spec's toasts and calls `onFinished`.
 */
export function usePhotoUploads({
  upload,
  successText,
  onFinished,
}: {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** The success toast's description, e.g. '2 photo(s) sent for approval.' */
  successText: (succeeded: number) => string;
  onFinished: () => void;
}) {
  const done = useRef({ successText, onFinished });
  done.current = { successText, onFinished };
  const [items, setItems] = useState<UploadItem[]>([]);
  const [selectionMessage, setSelectionMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const batch = useRef(0);

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    async (files: File[], options: { room?: number; roomMessage?: string } = {}) => {
      if (files.length === 0) return;
      batch.current += 1;
      const problems = files.map(photoFileProblem);
      const selectionMessage = photoSelectionMessage(problems);
      setSelectionMessage(selectionMessage && translated(selectionMessage));
      let room = options.room ?? Number.POSITIVE_INFINITY;
      const list: UploadItem[] = files.map((file, i) => {
        const problem = problems[i];
        const key = `${batch.current}-${i}-${file.name}`;
        if (problem) {
          const error = translated(PHOTO_PROBLEM_TEXT[problem].message);
          return { key, file, problem, state: 'failed', progress: 0, error };
        }
        if (room <= 0) {
          return { key, file, problem, state: 'failed', progress: 0, error: options.roomMessage };
        }
        room -= 1;
        return { key, file, problem, state: 'waiting', progress: 0 };
      });
      setItems(list);
      setBusy(true);

      const queue = list.filter((item) => item.state === 'waiting');
      let succeeded = 0;
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const { key } = item;
          update(key, { state: 'uploading' });
          try {
            await upload(item.file, (progress) => update(key, { progress }));
            succeeded += 1;
            update(key, { state: 'done', progress: 1 });
          } catch (error) {
            update(key, {
              state: 'failed',
              error: refusalMessage(error, translated(photoMessages.uploadFailed)),
            });
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      setBusy(false);
      const failed = list.length - succeeded;
      done.current.onFinished();
      if (failed === 0) {
        toast.success(translated(photoMessages.uploadSuccessful), {
          description: done.current.successText(succeeded),
        });
      } else {
        toast.error(translated(photoMessages.uploadFailedTitle), {
          description: t('photos.upload.failed', { failed }),
        });
      }
    },
    [upload, update],
  );

  const clear = useCallback(() => {
    setItems([]);
    setSelectionMessage(null);
  }, []);

  return { items, selectionMessage, busy, start, clear };
}
