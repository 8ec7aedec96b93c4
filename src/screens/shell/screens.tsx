import type { ComponentType } from 'react';
import type { ScreenName } from '../../state/routeTable';
import { DashboardScreen } from '../dashboard/DashboardScreen';
import { lazyScreen } from './lazyScreen';
import { screenChunks, type ChunkedScreen } from './screenChunks';

/**
 * The screens that come with the shell: the dashboard, the first screen after sign-in. Every other screen is
 * its own chunk (`screenChunks`), loaded when its route is first shown, so the first load carries one screen
 * rather than all of them. A screen here that is no declared screen, or has a chunk too, is a type error.
 */
export const shellScreens = { DashboardScreen } satisfies {
  [N in ScreenName]?: N extends ChunkedScreen ? never : ComponentType;
};

function chunkedScreens(): Record<ChunkedScreen, ComponentType> {
  const loaded = {} as Record<ChunkedScreen, ComponentType>;
  for (const name of Object.keys(screenChunks) as ChunkedScreen[])
    loaded[name] = lazyScreen(screenChunks[name] as () => Promise<Record<string, ComponentType>>, name);
  return loaded;
}

/**
 * The component of every screen a route declares (`screen` in `state/routeTable.ts`), by its name: a declared
 * screen that neither comes with the shell nor has a chunk is a type error.
 */
export const screens = { ...shellScreens, ...chunkedScreens() } satisfies Record<ScreenName, ComponentType>;
