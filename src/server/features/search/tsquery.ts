/**
 * A tsquery as PostgreSQL prints it (`'plumb' & ( 'bryan':* | 'brian' )`), read back into
 * a tree the in-memory word index can evaluate (word-index.ts). PostgreSQL still does the
 * stemming (to_tsquery in the text search configurations of migration 0021 and 0023):
 * only its answer is read here.
 */

/**
 * The lexeme quoted at `at` in PostgreSQL's text form of a tsquery or tsvector (a quote
 * doubled inside, a backslash before a character) and where the text goes on after it.
 */
export function readLexeme(text: string, at: number): [string, number] {
  // Most lexemes have no quote or backslash in them: one slice.
  const end = text.indexOf("'", at + 1);
  if (end > 0 && text[end + 1] !== "'") {
    const plain = text.slice(at + 1, end);
    if (!plain.includes('\\')) return [plain, end + 1];
  }
  let lexeme = '';
  let i = at + 1;
  for (;;) {
    const ch = text[i];
    if (ch === undefined)
      throw new Error(`unterminated lexeme at ${at} in ${JSON.stringify(text)}`);
    if (ch === "'" && text[i + 1] === "'") {
      lexeme += "'";
      i += 2;
    } else if (ch === "'") {
      return [lexeme, i + 1];
    } else if (ch === '\\') {
      lexeme += text[i + 1] ?? '';
      i += 2;
    } else {
      lexeme += ch;
      i++;
    }
  }
}

export type TsQuery =
  | { kind: 'word'; lexeme: string; prefix: boolean }
  | { kind: 'and' | 'or'; parts: TsQuery[] }
  | { kind: 'empty' };

const EMPTY: TsQuery = { kind: 'empty' };

/**
 * Reads PostgreSQL's text form of a tsquery: quoted lexemes (a quote doubled inside),
 * each with optional `:*` (prefix) and weight letters (ignored: the searches that read
 * this index match every weight), `&`, `|` and parentheses; `&` binds before `|`. An
 * empty string (a query of stop words only) is the empty query.
 *
 * A phrase (`<->`, `<N>`) is read as `&`: PostgreSQL's parser makes one of a single typed
 * word it reads as two ('6e4cb2' -> `'6e4' <-> 'cb2'`, a number then a word), and the
 * index keeps no word positions, so both words must be there, side by side or not.
 * Negation is not produced by the searches (only letters and digits reach to_tsquery)
 * and is refused.
 */
export function parseTsQuery(text: string): TsQuery {
  let at = 0;
  const skipSpace = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (what: string): never => {
    throw new Error(`unexpected ${what} at ${at} in tsquery ${JSON.stringify(text)}`);
  };

  function operand(): TsQuery {
    skipSpace();
    if (text[at] === '(') {
      at++;
      const inner = or();
      skipSpace();
      if (text[at] !== ')') fail('end of group');
      at++;
      return inner;
    }
    if (text[at] !== "'") fail(`'${text[at] ?? 'end'}'`);
    const [lexeme, next] = readLexeme(text, at);
    at = next;
    let prefix = false;
    if (text[at] === ':') {
      at++;
      while (/[*A-Da-d]/.test(text[at] ?? '')) {
        if (text[at] === '*') prefix = true;
        at++;
      }
    }
    return { kind: 'word', lexeme, prefix };
  }

  /** The length of the operator at `at` (0: none there). */
  const andOperator = (): number => {
    if (text[at] === '&') return 1;
    return /^<(-|\d+)>/.exec(text.slice(at, at + 8))?.[0].length ?? 0;
  };
  const orOperator = (): number => (text[at] === '|' ? 1 : 0);

  /** `next` once, then again after each operator: several make one `kind` node. */
  function joined(next: () => TsQuery, operator: () => number, kind: 'and' | 'or'): TsQuery {
    const parts = [next()];
    for (;;) {
      skipSpace();
      const length = operator();
      if (length === 0) break;
      at += length;
      parts.push(next());
    }
    return parts.length === 1 ? parts[0] : { kind, parts };
  }

  // '&' (and a phrase, read as '&') binds tighter than '|', as PostgreSQL prints them.
  const and = () => joined(operand, andOperator, 'and');
  const or = () => joined(and, orOperator, 'or');

  if (text.trim() === '') return EMPTY;
  const query = or();
  skipSpace();
  if (at !== text.length) fail(`'${text[at]}'`);
  return query;
}

/**
 * `a || b` and `a && b` as PostgreSQL's tsquery operators combine them: an empty side
 * gives the other side. A part the same as one before it is left out (`x | x` is `x`: a
 * term's English and Spanish stems are mostly the same, and each part is a pass over its
 * businesses; ts_rank counts a repeated word once).
 */
export function combine(kind: 'and' | 'or', parts: TsQuery[]): TsQuery {
  const seen = new Set<string>();
  const present = parts.filter((part) => {
    if (part.kind === 'empty') return false;
    const key = JSON.stringify(part);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (present.length === 0) return EMPTY;
  if (present.length === 1) return present[0];
  return { kind, parts: present };
}

/** Every word of the query, in order of appearance (duplicates kept). */
export function wordsOf(query: TsQuery): Extract<TsQuery, { kind: 'word' }>[] {
  if (query.kind === 'word') return [query];
  if (query.kind === 'empty') return [];
  return query.parts.flatMap(wordsOf);
}
