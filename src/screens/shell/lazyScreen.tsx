import { Text } from '@radix-ui/themes';
import { lazy, Suspense, type ComponentType } from 'react';
import { messages } from '../../messages';

/** While a screen's chunk loads: the shell's loading text where the screen will be (no layout of its own). */
function ScreenLoading() {
  return (
    <Text as="p" role="status" color="gray" size="2">
      {messages.shell.loading}
    </Text>
  );
}

/**
 * A screen loaded from its own chunk when first shown: `lazyScreen(() => import('../users/UsersScreen'),
 * 'UsersScreen')` picks the named export, typed, and shows the loading text meanwhile.
 */
export function lazyScreen<M, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  function LazyScreen() {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    );
  }
  LazyScreen.displayName = name;
  return LazyScreen;
}
