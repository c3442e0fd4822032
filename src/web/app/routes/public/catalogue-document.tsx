import { Fragment, type ReactElement } from 'react';
import messages from '#locales/en/pages.json';
import { richText } from '#web/lib/rich-text.js';
import { DocumentPage } from '#web/ui/document-page.js';
import { t } from './pages-i18n';

type PageKey = keyof typeof messages;

/** Each document's keys begin with its prefix (the catalogue check counts them by it). */
const DOCUMENTS = { terms: 'pages.terms.', privacy: 'pages.privacy.' } as const;
type DocumentName = keyof typeof DOCUMENTS;

/** The links and bold words of a document's rich messages, by key. */
export type DocumentTags = Partial<Record<PageKey, ReactElement[]>>;

/** The figures a document's messages name (`{days}`), by key: the server's settings. */
export type DocumentValues = Partial<Record<PageKey, Record<string, string | number>>>;

/**
 * A section's keys in the catalogue's order: its `.title`, then its body. A section
 * is every key `pages.<document>.<section>.<part>`; the document's own title and
 * subtitle have no part.
 */
function sectionsOf(document: DocumentName): PageKey[][] {
  const sections = new Map<string, PageKey[]>();
  for (const key of Object.keys(messages) as PageKey[]) {
    if (!key.startsWith(DOCUMENTS[document])) continue;
    const [, , section, part] = key.split('.');
    if (part) sections.set(section, [...(sections.get(section) ?? []), key]);
  }
  return [...sections.values()];
}

/** A section's `.text` and `.intro` are paragraphs; its other parts are a list's items. */
const isParagraph = (key: PageKey) => key.endsWith('.text') || key.endsWith('.intro');

/**
 * A long-form page written in the catalogue (the terms, the privacy policy): its
 * title and subtitle, then each section, in the catalogue's order, as a heading
 * over its paragraphs and its list.
 */
export function CatalogueDocument({
  name,
  tags,
  values = {},
}: {
  /** The document's name in the catalogue: its keys are `pages.<name>.*`. */
  name: DocumentName;
  tags: DocumentTags;
  values?: DocumentValues;
}) {
  const words = (key: PageKey) => {
    const elements = tags[key];
    const message = t(key, values[key]);
    return elements ? richText(message, elements) : message;
  };
  return (
    <DocumentPage title={t(`${DOCUMENTS[name]}title`)} subtitle={t(`${DOCUMENTS[name]}subtitle`)}>
      {sectionsOf(name).map(([title, ...body]) => {
        const items = body.filter((key) => !isParagraph(key));
        return (
          <Fragment key={title}>
            <h2>{t(title)}</h2>
            {body.filter(isParagraph).map((key) => (
              <p key={key}>{words(key)}</p>
            ))}
            {items.length > 0 ? (
              <ul>
                {items.map((key) => (
                  <li key={key}>{words(key)}</li>
                ))}
              </ul>
            ) : null}
          </Fragment>
        );
      })}
    </DocumentPage>
  );
}
