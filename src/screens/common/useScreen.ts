import { useSetAtom } from 'jotai/react';
import { useEffect } from 'react';
import { screenContextAtom, type ScreenId } from '../../state/screen';

/** Tells the palette which screen (and which entities) are on display, for contextual commands. */
export function useScreen(screen: ScreenId, ids: Readonly<Record<string, string | undefined>> = {}): void {
  const setContext = useSetAtom(screenContextAtom);
  const key = JSON.stringify(ids);
  useEffect(() => {
    const clean: Record<string, string> = {};
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string | undefined>)) {
      if (value !== undefined) clean[name] = value;
    }
    setContext({ screen, ids: clean });
  }, [screen, key, setContext]);
}
