import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  importMessages,
} from '#domain/imports.js';
import { refusalMessage } from '#web/lib/api-client.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { toast } from '#web/lib/toast.js';
import {
  type ImportSource,
  ImportStreamError,
  previewImport,
  runImport,
  useRefreshAfterImport,
} from '../api/imports';
import { countsText } from './import-counts';

export type ImportStage =
  | { step: 'idle' }
  | { step: 'previewed'; preview: ImportPreview }
  | { step: 'importing'; preview: ImportPreview; done: number; total: number }
  | { step: 'finished'; result: ImportResult };

const PREVIEW_FAILED = 'Failed to preview the import. Please try again.';
const IMPORT_FAILED = 'Failed to import the businesses. Please try again.';
/** A stopped run is taken back by the server after the connection closes: look again later. */
const ROLLBACK_SETTLE_MS = 2000;

function failWith(message: string) {
  toastFailure(message);
  return message;
}

/**
 * The import's two steps: preview a source (again with a column mapping), then run
 * exactly that, following its progress, with Stop. Says each outcome in a toast and
 * in `announcement` (for a live region), and refreshes what an import changes.
 */
export function useImportFlow() {
  const [stage, setStage] = useState<ImportStage>({ step: 'idle' });
  const [source, setSource] = useState<ImportSource | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  /** Headers the admin may map: every one a preview of this source left unmapped. */
  const [mappable, setMappable] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const request = useRef(0);
  const running = useRef<AbortController | null>(null);
  const refresh = useRefreshAfterImport();

  const preview = useCallback(
    async (next: ImportSource, nextMapping: ImportMapping = {}) => {
      const id = ++request.current;
      const sameSource = next === source;
      setSource(next);
      setMapping(nextMapping);
      setPreviewing(true);
      setError(null);
      setAnnouncement('Previewing...');
      try {
        const answer = await previewImport(next, nextMapping);
        if (id !== request.current) return;
        setMappable((known) =>
          sameSource ? [...new Set([...known, ...answer.unmapped])] : answer.unmapped,
        );
        setStage({ step: 'previewed', preview: answer });
        setAnnouncement(`Preview ready: ${countsText(answer.counts)}.`);
      } catch (failure) {
        if (id !== request.current) return;
        // A mapping that failed keeps the last good preview on screen; a new source does not.
        if (!sameSource) setStage({ step: 'idle' });
        setAnnouncement('');
        setError(failWith(refusalMessage(failure, PREVIEW_FAILED)));
      } finally {
        if (id === request.current) setPreviewing(false);
      }
    },
    [source],
  );

  const remap = (header: string, column: ImportMapping[string]) => {
    if (source) void preview(source, { ...mapping, [header]: column });
  };

  const start = async () => {
    if (stage.step !== 'previewed' || !source) return;
    const { preview: planned } = stage;
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setStage({ step: 'importing', preview: planned, done: 0, total: planned.totalRows });
    setAnnouncement('Importing...');
    try {
      const result = await runImport({
        source,
        mapping,
        signal: controller.signal,
        onProgress: (done, total) =>
          setStage((now) => (now.step === 'importing' ? { ...now, done, total } : now)),
      });
      setStage({ step: 'finished', result });
      const description = importMessages.completed(result.imported);
      toast.success(importMessages.completedTitle, { description });
      setAnnouncement(`${importMessages.completedTitle}. ${description}`);
    } catch (failure) {
      setStage({ step: 'previewed', preview: planned });
      if (controller.signal.aborted) {
        toast(importMessages.cancelled);
        setAnnouncement(importMessages.cancelled);
        setTimeout(() => void refresh(), ROLLBACK_SETTLE_MS);
      } else {
        const message =
          failure instanceof ImportStreamError
            ? failure.message
            : refusalMessage(failure, IMPORT_FAILED);
        setAnnouncement('');
        setError(failWith(message));
      }
    } finally {
      running.current = null;
      void refresh();
    }
  };

  const stop = () => running.current?.abort();

  /** Cancel, or the source changed: the preview no longer says what would happen. */
  const reset = useCallback(() => {
    if (running.current) return;
    request.current += 1;
    setPreviewing(false);
    setError(null);
    setMappable([]);
    setMapping({});
    setSource(null);
    setStage((now) => (now.step === 'previewed' ? { step: 'idle' } : now));
  }, []);

  // Closing the tab mid-run would stop the import and take it back: ask first.
  const importing = stage.step === 'importing';
  useEffect(() => {
    if (!importing) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [importing]);

  return {
    stage,
    mapping,
    mappable,
    previewing,
    error,
    announcement,
    preview,
    remap,
    start,
    stop,
    reset,
  };
}
