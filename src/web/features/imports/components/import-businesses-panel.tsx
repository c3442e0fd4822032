import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/ui/button.js';
import { SectionCard } from '#web/ui/section-card.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import type { ImportSource } from '../api/imports';
import type { SourceFormProps } from '../lib/source-form';
import { useImportFlow } from '../lib/use-import-flow';
import { ColumnMapping } from './column-mapping';
import { ImportPreviewCard } from './import-preview-card';
import { ImportProgress } from './import-progress';
import { ImportResults } from './import-results';
import type { RunAgainSource } from './import-run-again-dialog';
import { PasteCsvForm } from './paste-csv-form';
import { RecentImports } from './recent-imports';
import { SqlMethod } from './sql-method';
import { UploadFileForm } from './upload-file-form';

type ImportTab = 'paste' | 'upload' | 'sql';

const TABS = [
  { id: 'paste', label: 'Paste CSV' },
  { id: 'upload', label: 'Upload File' },
  { id: 'sql', label: 'SQL Method' },
] as const;

/**
 * Import Business Listings (spec 001 section 2; issue 12): paste CSV or upload a
 * file, see what each row would do (and map unknown columns), import with progress
 * and Stop, read the results, and undo a recent import.
 */
export function ImportBusinessesPanel({ title = 'Import Business Listings' }: { title?: string }) {
  const [tab, setTab] = useState<ImportTab>('paste');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const flow = useImportFlow();
  const { stage } = flow;
  const importing = stage.step === 'importing';
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusPreview = useRef(false);

  // Focus follows what appeared: a new preview, then the results (not a re-mapped
  // preview: the admin's focus stays on the select they changed).
  useEffect(() => {
    if (stage.step === 'finished') resultsHeading.current?.focus();
    if (stage.step === 'previewed' && focusPreview.current) previewHeading.current?.focus();
    focusPreview.current = false;
  }, [stage]);

  // A changed source makes the preview stale.
  const { reset } = flow;
  const changeTab = (next: ImportTab) => {
    setTab(next);
    reset();
  };
  const changeText = (value: string) => {
    setText(value);
    reset();
  };
  const changeFile = (chosen: File | null) => {
    setFile(chosen);
    reset();
  };
  const preview = () => {
    const source: ImportSource =
      tab === 'upload' && file ? { kind: 'file', file } : { kind: 'text', text };
    focusPreview.current = true;
    void flow.preview(source);
  };
  const cancel = () => {
    reset();
    panelHeading.current?.focus();
  };
  // Run again: the form, on the tab for the same kind of source. Focus moves there once
  // the dialog has closed (it gives focus back to what opened it, a tick later).
  const [rerun, setRerun] = useState(0);
  const runAgain = (source: RunAgainSource) => {
    changeTab(source);
    setRerun((n) => n + 1);
  };
  useEffect(() => {
    if (rerun === 0) return;
    const timer = window.setTimeout(() => panelHeading.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [rerun]);

  const source: SourceFormProps = {
    onPreview: preview,
    previewing: flow.previewing,
    disabled: importing,
  };
  const planned = stage.step === 'previewed' || stage.step === 'importing' ? stage.preview : null;
  const nothingToImport = planned ? planned.counts.create + planned.counts.update === 0 : false;

  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        id="import-panel-heading"
        headingRef={panelHeading}
        title={title}
        description="Add many listings at once. A row with the same name and city as a listing updates it. You see what each row would do before anything is written."
      >
        <Tabs value={tab} onValueChange={changeTab}>
          <TabList label="How to import" variant="underline" tabs={TABS} className="mt-4" />
          <TabPanel value={tab}>
            {tab === 'paste' ? (
              <PasteCsvForm value={text} onChange={changeText} {...source} />
            ) : tab === 'upload' ? (
              <UploadFileForm file={file} onFileChange={changeFile} {...source} />
            ) : (
              <SqlMethod />
            )}
          </TabPanel>
        </Tabs>

        {flow.error ? (
          <p
            role="alert"
            className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
          >
            {flow.error}
          </p>
        ) : null}

        {planned ? (
          <div className="mt-6">
            <ImportPreviewCard
              preview={planned}
              headingRef={previewHeading}
              busy={flow.previewing}
              mapping={
                flow.mappable.length > 0 ? (
                  <ColumnMapping
                    headers={flow.mappable}
                    mapping={flow.mapping}
                    disabled={importing || flow.previewing}
                    onChange={flow.remap}
                  />
                ) : null
              }
              footer={
                <div className="flex flex-col gap-3">
                  {stage.step === 'importing' ? (
                    <ImportProgress done={stage.done} total={stage.total} onStop={flow.stop} />
                  ) : null}
                  {nothingToImport ? (
                    <p className="text-sm text-stone-700">
                      No row can be imported: fix the rows with errors and preview again.
                    </p>
                  ) : null}
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Button
                      disabled={importing || flow.previewing || nothingToImport}
                      onClick={() => void flow.start()}
                    >
                      {importing ? 'Importing...' : 'Import Businesses'}
                    </Button>
                    {importing ? null : (
                      <Button variant="outline" onClick={cancel}>
                        Cancel
                      </Button>
                    )}
                  </div>
                </div>
              }
            />
          </div>
        ) : null}

        {stage.step === 'finished' ? (
          <div className="mt-6">
            <ImportResults result={stage.result} headingRef={resultsHeading} />
          </div>
        ) : null}

        <p role="status" className="sr-only">
          {flow.announcement}
        </p>
      </SectionCard>
      <RecentImports onRunAgain={runAgain} />
    </div>
  );
}
