import { Dialog, Text, TextArea } from '@radix-ui/themes';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/errors';
import { RESTORE_REASON_MAX, type TemplateRevision } from '../../../api/schemas/revisions';
import { restoreReasonProblem, restoreRevision } from '../../../commands/revisions/restore';
import { messages } from '../../../messages';
import { formatDateTime } from '../../../messages/format';
import { DialogActions } from '../../common/DialogActions';
import { FormField } from '../../common/FormField';
import { ErrorCallout } from '../../common/LoadState';
import { useCommand } from '../../common/useCommand';
import { focusFirstFieldOnOpen } from '../../common/firstField';

const t = messages.revisions;
const d = t.restoreDialog;

/**
 * The restore dialog: asks why, then runs `revisions.restore` (a restore makes a new revision from the chosen
 * one). An empty reason (after trimming) is refused here with "Reden voor herstel is verplicht", before
 * anything is sent; a failure stays in the dialog to try again.
 */
export function RestoreDialog({
  templateId,
  revision,
  onClose,
}: {
  templateId: number;
  /** The revision to restore; null: closed. */
  revision: TemplateRevision | null;
  onClose(): void;
}) {
  const restore = useCommand(restoreRevision, { templateId, revisionId: revision?.id });
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason('');
    setProblem(undefined);
    setFailed(null);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = restoreReasonProblem(reason);
    setProblem(refused ?? undefined);
    setFailed(null);
    if (refused) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    const result = await restore.run({ reason });
    setBusy(false);
    if (result.status === 'done') close();
    else if (result.status === 'failed') setFailed(errorMessage(result.error));
    else if (result.status === 'unavailable') setFailed(result.reason);
  }

  const about = revision
    ? [formatDateTime(revision.created_at), revision.created_by?.username, revision.revision_reason]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <Dialog.Root open={revision !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="520px">
        <Dialog.Title>{revision ? d.title(revision.revision_number) : d.submit}</Dialog.Title>
        <Dialog.Description size="2" mb="2">
          {d.description}
        </Dialog.Description>
        <Text as="p" size="2" color="gray" highContrast mb="3">
          {about}
        </Text>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <FormField label={d.reason} error={problem}>
            {(props) => (
              <TextArea
                {...props}
                ref={field}
                rows={3}
                value={reason}
                maxLength={RESTORE_REASON_MAX}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (problem) setProblem(undefined);
                }}
              />
            )}
          </FormField>
          <ErrorCallout message={failed ?? (restore.available ? null : restore.reason)} />
          <DialogActions
            cancel={d.cancel}
            submit={busy ? d.submitting : d.submit}
            disabled={busy || !restore.available}
          />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
