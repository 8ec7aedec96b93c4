import { Theme } from '@radix-ui/themes';
import { Provider as JotaiProvider, useAtomValue } from 'jotai/react';
import { startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { hasArrived } from './screens/common/loadOnce';
import { LoadingText, themeRootProps } from './screens/shell/FirstPaint';
import { firstScreenChunks, loadShell } from './screens/shell/firstScreen';
import { SignInScreen } from './screens/signin/SignInScreen';
import { appStore } from './state/appStore';
import { isSignedInAtom } from './state/session';
import type { Store } from './state/store';
import { themeAtom } from './state/theme';

// Everything behind sign-in (shell, screens, commands) loads only after sign-in, so the sign-in screen stays
// light (`loadShell`).

function ThemeRoot({ children }: { children: ReactNode }) {
  const appearance = useAtomValue(themeAtom);
  return (
    <Theme appearance={appearance} {...themeRootProps}>
      {children}
    </Theme>
  );
}

/**
 * The admin shell when signed in, otherwise the sign-in screen (at any path). The router lives in the shell:
 * the sign-in screen needs none, so React Router loads with the shell, after sign-in.
 */
function AuthGate() {
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return <SignInScreen />;
  return <SignedIn />;
}

/**
 * The shell once its chunk and the first screen's have arrived (the boot script started them): the screen
 * appears in one step. Showing it is an ordinary update after the loading text, not a Suspense retry, which
 * React would hold back until 300 ms after the loading text appeared.
 */
function SignedIn() {
  const [ready, setReady] = useState(() => hasArrived(loadShell()));
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void firstScreenChunks(window.location.pathname)
      .catch(() => undefined)
      .then(() => {
        // Through startTransition: React draws the shell and the first screen in slices, so a slow phone
        // stays responsive meanwhile.
        if (live) startTransition(() => setReady(true));
      });
    return () => {
      live = false;
    };
  }, [ready]);
  if (!ready) return <LoadingText />;
  return (
    <Suspense fallback={<LoadingText />}>
      <ShellOfChunk />
    </Suspense>
  );
}

function ShellOfChunk() {
  const { default: Shell } = use(loadShell());
  return <Shell />;
}

export function App({ store = appStore }: { store?: Store }) {
  return (
    <JotaiProvider store={store}>
      <ThemeRoot>
        <AuthGate />
      </ThemeRoot>
    </JotaiProvider>
  );
}
