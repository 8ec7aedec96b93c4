import { Theme } from '@radix-ui/themes';
import { Provider as JotaiProvider, useAtomValue } from 'jotai/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { coreMessages as messages } from './messages/core';
import { SignInScreen } from './screens/signin/SignInScreen';
import { appStore } from './state/appStore';
import { isSignedInAtom } from './state/session';
import type { Store } from './state/store';
import { themeAtom } from './state/theme';

// Everything behind sign-in (shell, palette, fuse.js, later the screens) loads only after sign-in,
// so the sign-in screen stays light.
const Shell = lazy(() => import('./screens/shell/Shell'));

function ThemeRoot({ children }: { children: ReactNode }) {
  const appearance = useAtomValue(themeAtom);
  return (
    <Theme
      appearance={appearance}
      accentColor="indigo"
      grayColor="slate"
      radius="medium"
      className="min-h-screen"
    >
      {children}
    </Theme>
  );
}

function Loading() {
  return (
    <p role="status" className="p-6 text-[var(--gray-11)]">
      {messages.shell.loading}
    </p>
  );
}

/**
 * The admin shell when signed in, otherwise the sign-in screen (at any path). The router lives in the shell:
 * the sign-in screen needs none, so React Router loads with the shell, after sign-in.
 */
function AuthGate() {
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return <SignInScreen />;
  return (
    <Suspense fallback={<Loading />}>
      <Shell />
    </Suspense>
  );
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
