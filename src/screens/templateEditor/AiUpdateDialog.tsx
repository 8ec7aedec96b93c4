import { Callout, Dialog, TextArea } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { DEFAULT_AI_MODEL, type AiModel } from '../../api/schemas/ai';
import type { InteractiveResult } from '../../commands/interactive';
import { aiUpdate } from '../../commands/templateGenerator/aiUpdate';
import { messages } from '../../messages';
import { AI_UPDATE_CLOSE_MS, aiDialogAtom, closeAiDialog, isAiDialogOpen } from '../../state/ai';
import { useCommandRuntime } from '../common/CommandRuntime';
import { DialogActions } from '../common/DialogActions';
import { FormField } from '../common/FormField';
import { ErrorCallout, Loading } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { ModelField } from './ModelField';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.templateGenerator;

type Phase = 'idle' | 'busy' | 'done';

/** What a failed or refused run says, or null. */
function problemOf(result: InteractiveResult): string | null {
  if (result.status === 'failed') return errorMessage(result.error);
  return result.status === 'unavailable' ? result.reason : null;
}

/**
 * AI Update: feedback and a model; the progress while the model works; on success the editor shows the new
 * template and the dialog closes 2 seconds later; otherwise the failure.
 */
export function AiUpdateDialog({ editorKey }: { editorKey: string }) {
  const { ctx } = useCommandRuntime();
  const open = isAiDialogOpen(useAtomValue(aiDialogAtom, { store: ctx.store }), 'update', editorKey);
  const update = useCommand(aiUpdate);
  const [feedback, setFeedback] = useState('');
  const [model, setModel] = useState<AiModel>(DEFAULT_AI_MODEL);
  const [phase, setPhase] = useState<Phase>('idle');
  const [feedbackError, setFeedbackError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  // Each submit and each close counts; an answer that arrives after a newer one is dropped.
  const attempt = useRef(0);

  const close = useCallback(() => {
    attempt.current += 1;
    closeAiDialog(ctx.store, 'update');
    setFeedback('');
    setModel(DEFAULT_AI_MODEL);
    setPhase('idle');
    setFeedbackError(undefined);
    setError(null);
  }, [ctx.store]);

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = setTimeout(close, AI_UPDATE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, close]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mine = ++attempt.current;
    setFeedbackError(undefined);
    setError(null);
    setPhase('busy');
    const result = await update.run({ feedback, model });
    if (attempt.current !== mine) return;
    if (result.status === 'done') return setPhase('done');
    setPhase('idle');
    const problem = problemOf(result);
    if (feedback.trim() === '') setFeedbackError(problem ?? undefined);
    else setError(problem);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="640px" className="max-h-[80vh]">
        <Dialog.Title>{t.update.title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.update.description}
        </Dialog.Description>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <FormField label={t.update.feedback} hint={t.update.feedbackHint} error={feedbackError}>
            {(field) => (
              <TextArea
                {...field}
                rows={6}
                value={feedback}
                readOnly={phase !== 'idle'}
                onChange={(event) => setFeedback(event.target.value)}
              />
            )}
          </FormField>
          <ModelField value={model} onChange={setModel} disabled={phase !== 'idle'} />
          {phase === 'busy' && <Loading label={t.update.busy} />}
          {phase === 'done' && (
            <Callout.Root color="green" role="status">
              <Callout.Text>{t.update.closing}</Callout.Text>
            </Callout.Root>
          )}
          <ErrorCallout message={error} />
          <DialogActions cancel={t.cancel} submit={t.update.submit} disabled={phase !== 'idle'} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
