/**
 * The address's query with `changes` made: a blank value drops its key, an undefined
 * one leaves it as it is, and the keys not named stay (the list view, the other filters).
 */
export function withParams(
  current: URLSearchParams,
  changes: Readonly<Record<string, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value.trim()) next.set(key, value.trim());
    else next.delete(key);
  }
  return next;
}
