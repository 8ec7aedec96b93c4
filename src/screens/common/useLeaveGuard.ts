import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useCommandRuntime } from './CommandRuntime';

/** The question asked before leaving with unsaved changes. */
export interface LeaveQuestion {
  title: string;
  description: string;
  leave: string;
}

/**
 * Leaving with unsaved changes asks first: in-app navigation (links, the palette, Back) through React Router's
 * blocker, closing or reloading the tab through `beforeunload`. `unsaved` is asked at the moment of leaving
 * (keep it stable with `useCallback`).
 */
export function useLeaveGuard(unsaved: () => boolean, question: LeaveQuestion): void {
  const { ctx } = useCommandRuntime();
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
      [unsaved],
    ),
  );
  const { title, description, leave } = question;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void ctx
      .confirm({ title, description, confirmLabel: leave })
      .then((proceed) => (proceed ? blocker.proceed() : blocker.reset()));
  }, [blocker, ctx, title, description, leave]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
