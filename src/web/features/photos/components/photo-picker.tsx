import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { PHOTO_ACCEPT, PHOTO_FORMATS_LABEL } from '#domain/photos.js';
import { Button } from '#web/ui/button.js';
import { t } from '../i18n';

/** A button that opens the file chooser for several images; the hint names the formats and size. */
export function PhotoPicker({
  id,
  label,
  disabled,
  onFiles,
}: {
  id: string;
  label?: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Choosing the same files again must fire change again.
          event.target.value = '';
          onFiles(files);
        }}
      />
      <Button
        type="button"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        {label ?? t('photos.picker.choose')}
      </Button>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('photos.picker.hint', { formats: PHOTO_FORMATS_LABEL })}
      </p>
    </div>
  );
}
