/**
 * The file name in a Content-Disposition header: the RFC 5987 `filename*` (UTF-8, percent-encoded) when
 * present, else the plain `filename`, quoted or not. Path parts are stripped; null when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim() ?? null) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

export interface DownloadedFile {
  file: Blob;
  fileName: string;
}

/** The file of a file endpoint's response (`api.file`), named as the server says, else `fallbackName`. */
export async function downloadedFile(response: Response, fallbackName: string): Promise<DownloadedFile> {
  const file = await response.blob();
  return {
    file,
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName,
  };
}
