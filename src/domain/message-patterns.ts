/**
 * The domain's messages (errors, validation, outcomes) are written once, in English, in
 * src/domain; the other language's catalogue is keyed by that English text, Lingui's
 * own way (decision 028), so the server and the browser translate a message alike. A
 * message built from parts is keyed by its pattern: `${field} is required` by
 * '{field} is required', whose placeholders take the parts back out of the text.
 */

export interface MatchedMessage {
  /** The catalogue key: the English text, or the pattern it was built from. */
  key: string;
  /** The parts a pattern took out of the text, by placeholder name. */
  values: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression of a pattern: each placeholder any text, the rest as written. */
function patternRegExp(pattern: string): RegExp {
  let source = '';
  let last = 0;
  for (const match of pattern.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(pattern.slice(last, match.index))}(?<${match[1]}>.+?)`;
    last = (match.index ?? 0) + match[0].length;
  }
  return new RegExp(`^${source}${escapeRegExp(pattern.slice(last))}$`, 's');
}

/**
 * Finds which of `keys` a message is: itself, or the pattern it was built from (the
 * most specific pattern first: the one with the most text outside its placeholders).
 */
export function messageMatcher(keys: readonly string[]): (text: string) => MatchedMessage | null {
  const exact = new Set(keys.filter((key) => !key.match(PLACEHOLDER)));
  const patterns = keys
    .filter((key) => key.match(PLACEHOLDER))
    .map((key) => ({ key, regExp: patternRegExp(key), fixed: key.replace(PLACEHOLDER, '').length }))
    .sort((a, b) => b.fixed - a.fixed);
  return (text) => {
    if (exact.has(text)) return { key: text, values: {} };
    for (const { key, regExp } of patterns) {
      const found = regExp.exec(text);
      if (found) return { key, values: { ...found.groups } };
    }
    return null;
  };
}

/**
 * A domain message through a catalogue keyed by English: its key found by `match`,
 * each part a pattern took out translated the same way (a field's label), then
 * written by `format` (the catalogue's message with those parts). A message the
 * catalogue lacks stays as it is.
 */
export function translateMatched(
  text: string,
  match: (text: string) => MatchedMessage | null,
  format: (key: string, values: Record<string, string>) => string,
): string {
  const found = match(text);
  if (!found) return text;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, part]) => [
      name,
      translateMatched(part, match, format),
    ]),
  );
  return format(found.key, values);
}
