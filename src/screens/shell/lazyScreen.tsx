import { Text } from '@radix-ui/themes';
import { use, type ComponentType } from 'react';
import { messages } from '../../messages';

/**
 * While the first screen's chunk loads: the shell's loading text where the screen will be (no layout of its
 * own). The shell puts it around all screens, once (`Shell.tsx`): a navigation, which React Router runs as a
 * transition, then keeps the screen on show until the next one's chunk is there and shows it at once, rather
 * than this text and, after it, the new screen no sooner than React's 300 ms reveal throttle.
 */
export function ScreenLoading() {
  return (
    <Text as="p" role="status" color="gray" size="2">
      {messages.shell.loading}
    </Text>
  );
}

/**
 * A screen loaded from its own chunk when first shown: `lazyScreen(screenChunks.UsersScreen, 'UsersScreen')`
 * picks the named export, typed. A chunk that has arrived (the boot script loads the first screen's) renders at
 * once; otherwise it suspends to the shell's one boundary (`ScreenLoading`).
 */
export function lazyScreen<M, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  function LazyScreen() {
    const Screen = use(load())[name] as ComponentType;
    return <Screen />;
  }
  LazyScreen.displayName = name;
  return LazyScreen;
}
