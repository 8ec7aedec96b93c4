import { useAtomValue } from 'jotai/react';
import { useEffect, useRef } from 'react';
import { revisionsRequestAtom, takeRevisionsRequest } from '../../../state/revisions';
import { useCommandRuntime } from '../../common/CommandRuntime';

/**
 * The full editor's tabs: switches to REVISIES (`show`) when a command asked for this template's revisions
 * (`revisions.open`, `revisions.compare` from the palette). The section itself then takes the request.
 */
export function useRevisionsTabRequest(templateId: number | null, show: () => void): void {
  const { ctx } = useCommandRuntime();
  const request = useAtomValue(revisionsRequestAtom, { store: ctx.store });
  const asked = templateId !== null && request?.templateId === templateId ? request.seq : null;
  useEffect(() => {
    if (asked !== null) show();
    // `show` is the tab setter of the editor; only a new request switches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
}

/**
 * The section: when a command asked for this template's revisions, takes the request and brings the section's
 * heading into view with the focus on it (so the keyboard continues there), unless a comparison just chosen
 * takes the focus (`focusHeading` false).
 */
export function useRevisionsFocusRequest(templateId: number, focusHeading: boolean) {
  const { ctx } = useCommandRuntime();
  const request = useAtomValue(revisionsRequestAtom, { store: ctx.store });
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = request?.templateId === templateId ? request.seq : null;
  useEffect(() => {
    if (asked === null || !takeRevisionsRequest(ctx.store, templateId) || !focusHeading) return;
    heading.current?.scrollIntoView?.({ block: 'nearest' });
    heading.current?.focus();
    // Only a new request moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, templateId, asked]);
  return heading;
}
