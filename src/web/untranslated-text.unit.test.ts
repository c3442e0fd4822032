/**
 * Nothing left behind (issue 28 point 7): no words written into the JSX of a page
 * owners or visitors read. Every text between tags, every string given as a child
 * (`{'Save'}`, `{open ? 'Open' : 'Closed'}`) and every string of an attribute a person
 * reads or hears (`aria-label`, `placeholder`, `title`, `label`, `description`...)
 * comes from a catalogue (src/locales) through `t`. A name that is never translated
 * (the site's brand) sits in an element marked `translate="no"`, HTML's own way to say
 * so. The admins' screens may stay English (decision 028) and are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// TypeScript 5's compiler API reads the files: TypeScript 7, which checks the types
// (`tsc`), has no such API yet (package.json's `typescript5` is 5.9 under another name).
import ts from 'typescript5';
import { describe, expect, it } from 'vitest';

const WEB = import.meta.dirname;

/** Not read by owners and visitors: the admins' screens (English only, as the page that explains
 * the languages says) and the tests' helpers. */
const NOT_READ = [
  // The component tests' own helpers.
  'test',
  'app/routes/admin',
  'features/admin',
  'features/analytics',
  'features/approvals',
  'features/business-management',
  'features/imports',
  // The admins' Reports tab (issue 29); the feature's visitor pieces are read.
  'features/listing-upkeep/components/admin-close-business-dialog.tsx',
  'features/listing-upkeep/components/admin-problem-reports-panel.tsx',
  'features/listing-upkeep/components/admin-report-item.tsx',
  'features/listing-upkeep/components/admin-stale-listings-panel.tsx',
  'features/mailbox',
];

/** Attributes that hold code's words (a class, a type, a path), never a reader's. */
const TECHNICAL_ATTRIBUTES = new Set([
  'accept',
  'align',
  'as',
  'auto',
  'autoComplete',
  'className',
  'dateTime',
  'decoding',
  'dir',
  'enterKeyHint',
  'fetchPriority',
  'fill',
  'form',
  'href',
  'hrefLang',
  'htmlFor',
  'id',
  'idPrefix',
  'inputMode',
  'key',
  'kind',
  'lang',
  'layout',
  'loading',
  'method',
  'name',
  'orientation',
  'pattern',
  'patternUnits',
  'perView',
  'portal',
  'position',
  'redirectTo',
  'referrerPolicy',
  'rel',
  'role',
  'scope',
  'shapeRendering',
  'side',
  'size',
  'sizes',
  'src',
  'srcSet',
  'target',
  'tint',
  'titleAs',
  'to',
  'tone',
  'type',
  'userType',
  'variant',
  'viewBox',
]);

const WORDS = /\p{L}{2,}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

const inFolder = (file: string, folders: string[]) =>
  folders.some((folder) => file === folder || file.startsWith(`${folder}/`));

function isUntranslatable(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const opening = ts.isJsxElement(at)
      ? at.openingElement
      : ts.isJsxSelfClosingElement(at)
        ? at
        : undefined;
    const marked = opening?.attributes.properties.some(
      (attribute) =>
        ts.isJsxAttribute(attribute) &&
        attribute.name.getText() === 'translate' &&
        attribute.initializer?.getText() === '"no"',
    );
    if (marked) return true;
  }
  return false;
}

/** The string literals an expression shows as they are: itself, a ternary's branches, `a && 'b'`. */
function shownStrings(expression: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(expression)) return shownStrings(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [expression];
  }
  if (ts.isTemplateExpression(expression)) return [expression];
  if (ts.isConditionalExpression(expression)) {
    return [...shownStrings(expression.whenTrue), ...shownStrings(expression.whenFalse)];
  }
  if (
    ts.isBinaryExpression(expression) &&
    [
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
    ].includes(expression.operatorToken.kind)
  ) {
    return [...shownStrings(expression.left), ...shownStrings(expression.right)];
  }
  return [];
}

function literalText(node: ts.Node): string {
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return ts.isStringLiteralLike(node) || ts.isJsxText(node) ? node.text : node.getText();
}

/** The untranslated words of one file, as 'line: text'. */
function untranslatedText(source: string, fileName = 'page.tsx'): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const text = literalText(node).replace(/\s+/g, ' ').trim();
    if (!WORDS.test(text) || isUntranslatable(node)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${line + 1}: ${text}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const shown of shownStrings(node.expression)) report(shown);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText();
      const technical =
        TECHNICAL_ATTRIBUTES.has(name) ||
        name.endsWith('ClassName') ||
        name.endsWith('Id') ||
        name.startsWith('data-') ||
        (name.startsWith('aria-') &&
          !['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext'].includes(
            name,
          ));
      if (!technical) {
        const value = node.initializer;
        if (ts.isStringLiteral(value)) report(value);
        else if (ts.isJsxExpression(value) && value.expression) {
          for (const shown of shownStrings(value.expression)) report(shown);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('words on screen come from the catalogues', () => {
  it('finds text between tags, shown strings and read attributes, and not code or marked names', () => {
    const found = untranslatedText(`
      const Page = () => (
        <section className="flex gap-2" aria-labelledby="x">
          <h1>Find a plumber</h1>
          <p>{t('search.hint')} · {count}</p>
          <input placeholder="Search businesses" type="search" />
          {open ? 'Open now' : t('closed')}
          <Button aria-label={\`Remove \${name}\`} variant="ghost" />
          <span translate="no">BCS <b>Local</b></span>
        </section>
      );`);
    expect(found).toEqual([
      '4: Find a plumber',
      '6: Search businesses',
      '7: Open now',
      '8: Remove',
    ]);
  });

  const files = tsxFiles(WEB).map((path) => relative(WEB, path).split('\\').join('/'));
  const checked = files.filter((file) => !inFolder(file, NOT_READ));

  it.each(checked)('%s has no untranslated words', (file) => {
    expect(untranslatedText(readFileSync(join(WEB, file), 'utf8'), file)).toEqual([]);
  });
});
