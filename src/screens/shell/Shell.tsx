import { useStore } from 'jotai/react';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import type { CommandContext } from '../../commands/types';
import { messages } from '../../messages';
import { addressAtom, addressOf } from '../../state/address';
import { sessionApiClient } from '../../state/apiClient';
import { preloadFirstScreen } from '../../state/firstScreenPreload';
import { preloadRoute } from '../../state/routePreloads';
import type { Store } from '../../state/store';
import { pushToastAtom } from '../../state/toasts';
import { CommandRuntimeProvider, type CommandRuntime } from '../common/CommandRuntime';
import { useConfirmHost } from '../common/ConfirmHost';
import { copyText } from '../common/copyText';
import { saveFile } from '../common/saveFile';
import { Toasts } from '../common/Toasts';
import { useGlobalKeymap, useScreenKeymap } from '../common/useGlobalKeymap';
import { Header } from './Header';
import { ScreenLoading } from './lazyScreen';
import {
  NavigationProgress,
  NavigationTargetContext,
  usePendingNavigation,
  type NavigationTarget,
} from './NavigationProgress';
import { AppRoutes } from './routes';
import { SideNav } from './SideNav';
import { useShellCommands } from './useCommandLayer';
import './shell.css';

/** After a route change, focus moves to <main> so keyboard and screen-reader users start at the new content. */
function useFocusMainOnNavigate(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The screen of a navigation comes when its chunk and data are there: a dialog opened meanwhile (the palette
    // a keyboard user opened at once) keeps the focus, or the keys typed into it would go to the page. A dialog
    // that is closing (the menu drawer after choosing an entry, still fading out) does not.
    const active = document.activeElement;
    if (active?.closest('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'))
      return;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/**
 * On every navigation, the data of the screen it leads to starts loading at once, beside the screen's chunk
 * (the boot script may have started the first screen's already): what its route declares (`preloadRoute`),
 * taken by the screen when it opens. The first screen's requests are remembered for the next first load, whoever
 * started them.
 */
function usePreloadOnNavigate(store: Store) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      preloadFirstScreen({ pathname, search }, window.localStorage, store);
    } catch {
      // storage unavailable: nothing is remembered
    }
    preloadRoute(store, { pathname, search });
  }, [store, pathname, search]);
}

/**
 * The signed-in admin shell (loaded lazily after sign-in) with its router: a data router, so that a screen can
 * hold a navigation back (`useBlocker`: an editor with unsaved changes asks first). It starts at the address
 * the browser is on; the shell's `<Routes>` pick the screen.
 */
export default function Shell() {
  const store = useStore();
  const [router] = useState(() => {
    const created = createBrowserRouter([{ path: '*', element: <ShellLayout /> }]);
    store.set(addressAtom, addressOf(created.state.location));
    return created;
  });
  // The address follows the router's location at once, before React renders the screen there.
  useEffect(() => {
    const follow = () => store.set(addressAtom, addressOf(router.state.location));
    follow();
    return router.subscribe(follow);
  }, [router, store]);
  const [target] = useState<NavigationTarget>(() => ({
    subscribe: (listener) => router.subscribe(listener),
    key: () => router.state.location.key,
  }));
  return (
    <NavigationTargetContext.Provider value={target}>
      <RouterProvider router={router} />
    </NavigationTargetContext.Provider>
  );
}

/** Header, side menu, routes, palette, dialogs, toasts. */
function ShellLayout() {
  const store = useStore();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const mainRef = useRef<HTMLElement>(null);
  const { confirm, dialog } = useConfirmHost();
  const api = useMemo(() => sessionApiClient(store), [store]);
  const { registry, searchProviders, backlog, layer } = useShellCommands();

  // The context stays the same when the registry grows: screens keep their loads and availability.
  const ctx = useMemo<CommandContext>(
    () => ({
      store,
      api,
      navigate: (path) => void navigateRef.current(path),
      confirm,
      notify: (toast) => {
        store.set(pushToastAtom, toast);
      },
      saveFile,
      copyText,
    }),
    [store, api, confirm],
  );
  const runtime = useMemo<CommandRuntime>(
    () => ({ registry, ctx, searchProviders }),
    [registry, ctx, searchProviders],
  );

  useGlobalKeymap(runtime, backlog);
  useScreenKeymap(runtime);
  useFocusMainOnNavigate(mainRef);
  usePreloadOnNavigate(store);
  const pending = usePendingNavigation();

  return (
    <CommandRuntimeProvider value={runtime}>
      <NavigationProgress pending={pending} />
      <div className="flex min-h-screen flex-col">
        <a
          href="#inhoud"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-[var(--color-panel-solid)] focus:px-3 focus:py-2"
        >
          {messages.shell.skipToContent}
        </a>
        <Header />
        <div className="flex flex-1">
          <SideNav />
          <main
            id="inhoud"
            ref={mainRef}
            tabIndex={-1}
            aria-busy={pending || undefined}
            className="min-w-0 flex-1 px-3 py-4 focus:outline-none sm:p-6"
          >
            <Suspense fallback={<ScreenLoading />}>
              <AppRoutes />
            </Suspense>
          </main>
        </div>
      </div>
      {layer && <layer.CommandPalette />}
      {layer && <layer.ShortcutsDialog />}
      {layer && <layer.AccountDialog />}
      {dialog}
      <Toasts />
    </CommandRuntimeProvider>
  );
}
