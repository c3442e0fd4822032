import { Copy } from 'lucide-react';
import { toastFailure } from '#web/lib/failure-toast.js';
import { toast } from '#web/lib/toast.js';
import { Button } from '#web/ui/button.js';

/** A titled block of text to paste elsewhere (a header line, SQL, a command) with Copy. */
export function CopyBlock({ id, title, text }: { id: string; title: string; text: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Copied');
    } catch {
      toastFailure('Could not copy. Select the text and copy it instead.');
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <h4 id={id} className="text-sm font-semibold text-stone-800">
          {title}
        </h4>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy<span className="sr-only"> {title}</span>
        </Button>
      </div>
      <pre className="overflow-x-auto rounded-lg bg-stone-900 p-3 font-mono text-xs leading-relaxed text-stone-100">
        <code>{text}</code>
      </pre>
    </div>
  );
}
