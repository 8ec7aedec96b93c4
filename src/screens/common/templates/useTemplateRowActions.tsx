import { useMemo, useState, type ReactNode } from 'react';
import type { MeetingType } from '../../../api/schemas/templates';
import { TemplateDialog, type TemplateOwner } from '../../templateEditor/TemplateDialog';
import type { RowActions } from './TemplateRowActions';

/** A command's `run` from `useCommand` with the owner bound: the template is the one argument left. */
type RunOnTemplate = (args: { templateId: number }) => Promise<unknown>;

/**
 * The row handles of a template list from its commands: delete, switch off, and for a list with an `owner` the
 * dialog editor, whose element (`dialog`) the list renders once.
 */
export function useTemplateRowActions({
  remove,
  switchOff,
  owner,
}: {
  remove: RunOnTemplate;
  switchOff?: RunOnTemplate;
  owner?: TemplateOwner;
}): { actions: RowActions; dialog: ReactNode } {
  const [editing, setEditing] = useState<MeetingType | null>(null);
  const withDialog = owner !== undefined;
  const actions = useMemo<RowActions>(
    () => ({
      remove: (templateId) => void remove({ templateId }),
      ...(switchOff ? { switchOff: (templateId: number) => void switchOff({ templateId }) } : {}),
      ...(withDialog ? { quickEdit: setEditing } : {}),
    }),
    [remove, switchOff, withDialog],
  );
  const dialog = owner && (
    <TemplateDialog
      open={editing !== null}
      onOpenChange={(open) => !open && setEditing(null)}
      owner={owner}
      template={editing ?? undefined}
    />
  );
  return { actions, dialog };
}
