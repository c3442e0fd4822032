import { FileSpreadsheet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FILE_PREVIEW_LINES, importFileSchema } from '#domain/imports.js';
import { useSchemaForm } from '#web/lib/schema-form.js';
import { Button } from '#web/ui/button.js';
import { firstLinesOf, formatFileSize, IMPORT_FILE_ACCEPT, isWorkbook } from '../lib/import-file';
import type { SourceFormProps } from '../lib/source-form';

/**
 * Upload File: a CSV or Excel file, the first lines of a CSV (a workbook is binary:
 * its name and size), and Preview Import once a file is chosen.
 */
export function UploadFileForm({
  file,
  onFileChange,
  onPreview,
  previewing,
  disabled,
}: SourceFormProps & { file: File | null; onFileChange: (file: File | null) => void }) {
  const [lines, setLines] = useState<string[] | null>(null);
  const {
    handleSubmit,
    setValue,
    trigger,
    clearErrors,
    formState: { errors },
  } = useSchemaForm(importFileSchema, { defaultValues: { file } });
  const problem = errors.file?.message;

  // A refused file is not the panel's: Preview Import stays off until a good one is chosen.
  const choose = async (chosen: File | null) => {
    setValue('file', chosen);
    if (!chosen) clearErrors('file');
    onFileChange(chosen && (await trigger('file')) ? chosen : null);
  };

  useEffect(() => {
    setLines(null);
    if (!file || isWorkbook(file)) return;
    let current = true;
    firstLinesOf(file)
      .then((read) => current && setLines(read))
      .catch(() => current && setLines([]));
    return () => {
      current = false;
    };
  }, [file]);

  return (
    <form onSubmit={handleSubmit(onPreview)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="import-file" className="text-sm font-medium text-stone-800">
          CSV or Excel file
        </label>
        <input
          id="import-file"
          type="file"
          accept={IMPORT_FILE_ACCEPT}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby="import-file-hint"
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {problem ? (
          <p id="import-file-hint" role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : (
          <p id="import-file-hint" className="text-xs text-stone-500">
            .csv, .xlsx or .xls, up to 20 MB. The first sheet of a workbook is read.
          </p>
        )}
      </div>

      {file ? (
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-sm text-stone-700">
            <FileSpreadsheet aria-hidden="true" className="size-4 text-brand-700" />
            <span className="font-medium break-all text-stone-900">{file.name}</span>
            <span className="shrink-0 text-stone-500">{formatFileSize(file.size)}</span>
          </p>
          {isWorkbook(file) ? (
            <p className="text-sm text-stone-600">
              An Excel workbook: its rows show in the preview.
            </p>
          ) : lines ? (
            <figure className="flex flex-col gap-1">
              <figcaption className="text-xs font-medium text-stone-600">
                First {FILE_PREVIEW_LINES} lines
              </figcaption>
              <pre className="max-h-48 overflow-auto rounded-lg bg-stone-50 p-3 font-mono text-xs text-stone-800 ring-1 ring-stone-200">
                {lines.join('\n')}
              </pre>
            </figure>
          ) : null}
        </div>
      ) : null}

      <div>
        <Button type="submit" disabled={!file || disabled || previewing}>
          {previewing ? 'Previewing...' : 'Preview Import'}
        </Button>
      </div>
    </form>
  );
}
