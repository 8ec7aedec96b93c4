import { TextField } from '@radix-ui/themes';
import { startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the URL follows the search field. */
const URL_DELAY_MS = 250;

export interface UrlSearch {
  value: string;
  setValue(value: string): void;
  /** Writes a value still waiting for the pause to the URL now (the field lost focus). */
  flush(): void;
}

/**
 * A search text kept in the URL (`?q=` by default) so a reload or a shared link keeps it. The value itself
 * updates at once (the list filters on every keystroke); the URL follows after a short pause, replacing the
 * history entry, so typing does not re-render the whole route on each key.
 *
 * The deferred write belongs to the page it was typed on. A click on a link right after typing (Details of a
 * row) pushes the new page onto the history at once, but React renders it in a transition, so this screen and
 * its timer live on for a moment; a write firing then would resolve `?q=` against this screen's path and
 * *replace* the new history entry, sending the user back to the list. So the timer writes only while the
 * browser is still on the page it was typed on, and leaving the field (the click's mousedown) writes at once.
 */
export function useUrlSearch(param = 'q'): UrlSearch {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(param) ?? '';
  const [value, setLocal] = useState(fromUrl);
  const written = useRef(fromUrl);

  // Back/forward or a link changed the URL (not our own write): follow it.
  useEffect(() => {
    if (fromUrl === written.current) return;
    written.current = fromUrl;
    setLocal(fromUrl);
  }, [fromUrl]);

  const write = useCallback(
    (next: string) => {
      if (next === written.current) return;
      written.current = next;
      startTransition(() =>
        setParams(
          (current) => {
            const copy = new URLSearchParams(current);
            if (next) copy.set(param, next);
            else copy.delete(param);
            return copy;
          },
          { replace: true },
        ),
      );
    },
    [param, setParams],
  );

  // The write waiting for the pause, bound to the page it was typed on; null when none waits.
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (value === written.current) return undefined;
    const typedOn = window.location.pathname;
    const writeHere = () => {
      // The route changed meanwhile (a navigation still rendering): this page's search is no longer wanted.
      if (window.location.pathname === typedOn) write(value);
    };
    pending.current = writeHere;
    const timer = setTimeout(writeHere, URL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      pending.current = null;
    };
  }, [value, write]);

  const flush = useCallback(() => pending.current?.(), []);

  return { value, setValue: setLocal, flush };
}

/** The search box of a list screen: a labelled search field bound to `useUrlSearch`. */
export function SearchField({
  search,
  label,
  placeholder,
}: {
  search: UrlSearch;
  label: string;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0 max-w-md flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <TextField.Root
        id={id}
        type="search"
        value={search.value}
        placeholder={placeholder}
        onChange={(event) => search.setValue(event.target.value)}
        onBlur={search.flush}
      >
        <TextField.Slot>
          <span aria-hidden="true">⌕</span>
        </TextField.Slot>
      </TextField.Root>
    </div>
  );
}
