/** A choice of a select: its text, or a value shown by a label. */
export type SelectOption = string | { value: string; label: string };

/** A select's choices: the empty one ('Any city', 'Select a category') first, then the list. */
export function SelectOptions({
  emptyLabel,
  options,
}: {
  emptyLabel: string;
  options: readonly SelectOption[];
}) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {options.map((option) => {
        const { value, label } =
          typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
