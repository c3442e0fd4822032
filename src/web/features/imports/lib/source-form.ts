/** What each source's form takes from the import panel (Paste CSV, Upload File). */
export interface SourceFormProps {
  onPreview: () => void;
  previewing: boolean;
  /** While an import runs, its source stays as it is. */
  disabled: boolean;
}
