/** The `<meta>` a serving reference server puts in index.html: the API base relative to the page. */
export const API_BASE_META = 'werkbank-api-base';

/** Trims the typed address and appends the trailing slash the API paths are relative to. */
export function normalizeServerUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/**
 * The API address of the server that served this page, from `<meta name="werkbank-api-base">`,
 * resolved against the page address (e.g. `/api/` on `http://localhost:8080/x` → `http://localhost:8080/api/`).
 * Empty when the page was not served by a reference server.
 */
export function servedApiBase(doc: Pick<Document, 'querySelector'>, pageUrl: string): string {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${API_BASE_META}"]`)?.content?.trim();
  if (!content) return '';
  try {
    return normalizeServerUrl(new URL(content, pageUrl).href);
  } catch {
    return '';
  }
}
