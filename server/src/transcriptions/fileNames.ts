/** File names for downloads, made from user-chosen transcription names. */

const MAX_BASE_LENGTH = 100;

/**
 * A safe file-name base: whitespace becomes `_`, only letters, digits, `.`, `_` and `-` stay, no leading or
 * trailing dots, at most 100 characters; `fallback` when nothing is left. `Teamoverleg 2026-11-02` →
 * `Teamoverleg_2026-11-02`.
 */
export function safeFileBase(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}._-]+/gu, '')
    .replace(/_{2,}/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/[._-]+$/g, '');
  return cleaned || fallback;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="…"` with an ASCII name (accents dropped); when the name has other characters,
 * also `filename*=UTF-8''…` with the exact name (RFC 6266).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const header = `attachment; filename="${ascii}"`;
  return ascii === fileName ? header : `${header}; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
