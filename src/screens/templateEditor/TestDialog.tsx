import { Button, Dialog, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_AI_MODEL, type AiModel } from '../../api/schemas/ai';
import { testTemplate } from '../../commands/templateGenerator/test';
import { messages } from '../../messages';
import {
  aiDialogAtom,
  closeAiDialog,
  isAiDialogOpen,
  templateTestAtom,
  type TemplateTestRun,
} from '../../state/ai';
import type { OpenEditor } from '../../state/templateDraft';
import { useCommandRuntime } from '../common/CommandRuntime';
import { ErrorCallout, Loading } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { ModelField } from './ModelField';
import { fixedUserOf, TestUser, TranscriptionSelect } from './TestSource';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.templateGenerator;

/**
 * Test: the template as it is in the editor, unsaved changes included, run on a transcription; the choice on
 * the left, the model's summary beside it. Nothing is saved.
 */
export function TestDialog({ editor }: { editor: OpenEditor }) {
  const { ctx } = useCommandRuntime();
  const open = isAiDialogOpen(useAtomValue(aiDialogAtom, { store: ctx.store }), 'test', editor.key);
  // Kept while the editor is open, so a test after changing the template needs no new choice.
  const [choice, setChoice] = useState<Choice>({
    userId: null,
    transcriptionId: null,
    model: DEFAULT_AI_MODEL,
  });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeAiDialog(ctx.store, 'test')}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="1040px" className="max-h-[80vh]">
        <Dialog.Title>{t.test.title}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.test.description}
        </Dialog.Description>
        <TestBody editor={editor} choice={choice} onChoice={setChoice} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** What the test runs on: a user picked first (not for a personal template), a transcription, a model. */
interface Choice {
  userId: number | null;
  transcriptionId: number | null;
  model: AiModel;
}

function TestBody({
  editor,
  choice,
  onChoice,
}: {
  editor: OpenEditor;
  choice: Choice;
  onChoice(choice: Choice): void;
}) {
  const { ctx } = useCommandRuntime();
  const test = useCommand(testTemplate);
  const latest = useAtomValue(templateTestAtom, { store: ctx.store });
  const run = latest?.editorKey === editor.key ? latest : null;
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const { transcriptionId, model } = choice;
  const userId = fixedUserOf(editor.target) ?? choice.userId;
  const running = run?.status === 'running';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (transcriptionId === null) return setChoiceError(t.test.choose);
    setChoiceError(undefined);
    const result = await test.run({ transcriptionId, model });
    if (result.status === 'unavailable') setChoiceError(result.reason);
  }

  const chooseUser = (next: number | null) => onChoice({ ...choice, userId: next, transcriptionId: null });

  return (
    <div className="flex flex-wrap gap-6">
      <form onSubmit={submit} noValidate className="flex min-w-[16rem] flex-1 flex-col gap-3">
        <TestUser target={editor.target} value={choice.userId} onChange={chooseUser} />
        <TranscriptionSelect
          userId={userId}
          value={transcriptionId}
          onChange={(next) => onChoice({ ...choice, transcriptionId: next })}
          error={choiceError}
        />
        <ModelField
          value={model}
          onChange={(next) => onChoice({ ...choice, model: next })}
          disabled={running}
        />
        <Flex gap="3" mt="2" justify="end">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray">
              {t.close}
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={running}>
            {t.test.submit}
          </Button>
        </Flex>
      </form>
      <TestResult run={run} />
    </div>
  );
}

/** The last run's summary (or its progress, or what went wrong), beside the choice. */
function TestResult({ run }: { run: TemplateTestRun | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-[18rem] flex-[2] flex-col gap-2">
      <Heading as="h2" size="3" id={headingId}>
        {t.test.summary}
      </Heading>
      {run === null && (
        <Text size="2" color="gray" highContrast>
          {t.test.empty}
        </Text>
      )}
      {run?.status === 'running' && <Loading label={t.test.busy} />}
      <ErrorCallout message={run?.status === 'failed' ? run.error : null} />
      {run?.status === 'done' && (
        <>
          <Text size="1" color="gray" highContrast>
            {t.models[run.model]}
          </Text>
          <div
            tabIndex={0}
            aria-labelledby={headingId}
            className="max-h-[50vh] overflow-auto whitespace-pre-wrap rounded-[var(--radius-2)] border border-[var(--gray-a6)] p-3 text-sm"
          >
            {run.summary}
          </div>
        </>
      )}
    </section>
  );
}
