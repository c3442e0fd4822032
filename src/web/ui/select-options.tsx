/** A select's choices: the empty one ('Any city', 'Select a category') first, then the list. */
export function SelectOptions({
  emptyLabel,
  options,
}: {
  emptyLabel: string;
  options: readonly string[];
}) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </>
  );
}
