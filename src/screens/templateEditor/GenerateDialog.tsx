import { Callout, Dialog, TextArea } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { DEFAULT_AI_MODEL, type AiModel } from '../../api/schemas/ai';
import { generateTemplate } from '../../commands/templateGenerator/generate';
import { messages } from '../../messages';
import { aiDialogAtom, closeAiDialog, isAiDialogOpen } from '../../state/ai';
import { hasUnsavedChanges, type OpenEditor } from '../../state/templateDraft';
import { useCommandRuntime } from '../common/CommandRuntime';
import { DialogActions } from '../common/DialogActions';
import { FormField } from '../common/FormField';
import { Loading } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { ModelField } from './ModelField';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.templateGenerator;

/**
 * Template genereren met AI: a short description and a model; the model's template fills the new template's
 * draft (the command closes the dialog then), nothing is saved. When the draft already has changes the dialog
 * says they will be replaced before anything is sent.
 */
export function GenerateDialog({ editor }: { editor: OpenEditor }) {
  const { ctx } = useCommandRuntime();
  const open = isAiDialogOpen(useAtomValue(aiDialogAtom, { store: ctx.store }), 'generate', editor.key);
  const generate = useCommand(generateTemplate);
  const [description, setDescription] = useState('');
  const [model, setModel] = useState<AiModel>(DEFAULT_AI_MODEL);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const attempt = useRef(0);

  const reset = useCallback(() => {
    attempt.current += 1;
    setDescription('');
    setModel(DEFAULT_AI_MODEL);
    setBusy(false);
    setError(undefined);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mine = ++attempt.current;
    setError(undefined);
    setBusy(true);
    const result = await generate.run({ description, model });
    if (attempt.current !== mine) return;
    if (result.status === 'done') return reset();
    setBusy(false);
    if (result.status === 'failed') setError(errorMessage(result.error));
    if (result.status === 'unavailable') setError(result.reason);
  }

  const close = () => {
    closeAiDialog(ctx.store, 'generate');
    reset();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="640px" className="max-h-[80vh]">
        <Dialog.Title>{t.generate.title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.generate.description}
        </Dialog.Description>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          {hasUnsavedChanges(editor) && (
            <Callout.Root color="amber">
              <Callout.Text>{t.generate.replaces}</Callout.Text>
            </Callout.Root>
          )}
          <FormField label={t.generate.label} hint={t.generate.hint} error={error}>
            {(field) => (
              <TextArea
                {...field}
                rows={4}
                value={description}
                readOnly={busy}
                onChange={(event) => setDescription(event.target.value)}
              />
            )}
          </FormField>
          <ModelField value={model} onChange={setModel} disabled={busy} />
          {busy && <Loading label={t.generate.busy} />}
          <DialogActions cancel={t.cancel} submit={t.generate.submit} disabled={busy} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
