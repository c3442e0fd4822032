/**
 * Reading a served page's HTML as text, for the API tests of its head and the browser
 * tests that fetch it without a browser.
 */

/** The content of the page's one meta tag named `key` ('DUPLICATED' when there are more). */
export function metaContent(html: string, key: string) {
  const tags = [
    ...html.matchAll(
      new RegExp(
        `<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`,
        'g',
      ),
    ),
  ];
  return tags.length === 1 ? tags[0][1] : tags.length === 0 ? undefined : 'DUPLICATED';
}

/** Text of the HTML as a reader sees it: the entities our pages escape, put back. */
export const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
