import type { ImportBatchView } from '#domain/imports.js';
import { Button } from '#web/ui/button.js';
import { Dialog } from '#web/ui/dialog.js';
import { CopyBlock } from './copy-block';

/** Where the import form takes the same rows again. */
export type RunAgainSource = 'paste' | 'upload';

const PASTED = 'Pasted CSV';

/**
 * What "run again" means for an interrupted import. The server does not keep the
 * file, so it cannot replay it: the admin imports the same file once more, and
 * because an import updates the listing with the same name and city, the rows the
 * first run wrote are updated, not copied, and the rest are added.
 */
export function ImportRunAgainDialog({
  batch,
  onClose,
  onChoose,
}: {
  batch: ImportBatchView;
  onClose: () => void;
  /** Takes the admin to the import form (web imports). */
  onChoose: (source: RunAgainSource) => void;
}) {
  const pasted = batch.source === 'web' && batch.fileName === PASTED;
  const command = `npm run import -- ${batch.fileName}`;
  return (
    <Dialog
      onClose={onClose}
      title="Run this import again?"
      description={`The file is not kept on the server, so running “${batch.fileName}” again means importing the same ${pasted ? 'rows' : 'file'} once more.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {batch.source === 'cli' ? 'Close' : 'Cancel'}
          </Button>
          {batch.source === 'web' ? (
            <Button onClick={() => onChoose(pasted ? 'paste' : 'upload')}>
              {pasted ? 'Paste the rows again' : 'Choose the file again'}
            </Button>
          ) : null}
        </>
      }
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-stone-700">
        <li>
          Rows this import already wrote update the same listings (same name and city): nothing is
          added twice.
        </li>
        <li>The rows it never reached are added.</li>
        <li>
          Would you rather start clean? Undo this import first: it takes back the rows it wrote.
        </li>
      </ul>
      {batch.source === 'cli' ? (
        <div className="mt-4">
          <CopyBlock
            id={`run-again-${batch.id}`}
            title="Run it from the folder that holds the file"
            text={command}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
