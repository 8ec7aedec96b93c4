import { useEffect, useState } from 'react';

/**
 * A `blob:` URL of `file` for an `<img>`, `<iframe>` or download link, while the component shows it: made when
 * the file arrives, revoked when another replaces it or the component goes (so old files are released). Null
 * without a file, and until the URL is made.
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const made = URL.createObjectURL(file);
    // The URL is an outside resource: made and revoked by this effect (so Strict Mode's second run makes a
    // fresh one), and handed to the render through state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl({ file, url: made });
    return () => URL.revokeObjectURL(made);
  }, [file]);
  // A URL of an earlier file is not shown for a new one (nor after the file is gone).
  return url && file && url.file === file ? url.url : null;
}
