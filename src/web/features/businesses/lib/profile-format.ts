/** 'https://www.joes.example/' -> 'joes.example', for link text. */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
