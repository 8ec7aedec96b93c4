import { routeAt } from '../../state/routeAt';
import { routeTable } from '../../state/routeTable';
import { loadOnce } from '../common/loadOnce';
import { screenChunks, type ChunkedScreen } from './screenChunks';

/** The shell's chunk, loaded once (the boot script starts it, `App` shows it). */
export const loadShell = loadOnce(() => import('./Shell'));

/**
 * The chunks a signed-in first screen at `pathname` needs: the shell's and, unless it comes with the shell,
 * the screen's. Started by the boot script; the app shows the shell once they are there (`App.tsx`), so the
 * first screen appears in one step.
 */
export function firstScreenChunks(pathname: string): Promise<unknown> {
  const route = routeAt(pathname);
  const name = route ? routeTable[route].screen : null;
  const screen = name && name in screenChunks ? screenChunks[name as ChunkedScreen]() : null;
  return Promise.all([loadShell(), screen]);
}
