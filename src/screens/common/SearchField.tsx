import { TextField } from '@radix-ui/themes';
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the URL follows the search field. */
const URL_DELAY_MS = 250;

export interface UrlSearch {
  value: string;
  setValue(value: string): void;
}

/**
 * A search text kept in the URL (`?q=` by default) so a reload or a shared link keeps it. The value itself
 * updates at once (the list filters on every keystroke); the URL follows after a short pause, replacing the
 * history entry, so typing does not re-render the whole route on each key.
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

  useEffect(() => {
    if (value === written.current) return;
    const timer = setTimeout(() => {
      written.current = value;
      startTransition(() =>
        setParams(
          (current) => {
            const copy = new URLSearchParams(current);
            if (value) copy.set(param, value);
            else copy.delete(param);
            return copy;
          },
          { replace: true },
        ),
      );
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, param, setParams]);

  return { value, setValue: setLocal };
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
      >
        <TextField.Slot>
          <span aria-hidden="true">⌕</span>
        </TextField.Slot>
      </TextField.Root>
    </div>
  );
}
