import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { draftProblems } from '../../commands/templateEditor/body';
import type { InteractiveResult } from '../../commands/interactive';
import { messages } from '../../messages';
import { revisionsRequestAtom } from '../../state/revisions';
import type { EditorDraft, EditorTarget } from '../../state/templateDraft';
import { useCommandRuntime } from '../common/CommandRuntime';
import { useFirstFieldFocus } from '../common/firstField';
import { ErrorCallout, Loading } from '../common/LoadState';
import { EditorActions } from './EditorActions';
import { PasteDialog } from './PasteDialog';
import { TemplateSections } from './TemplateSections';
import { useTemplateEditor } from './useTemplateEditor';

const t = messages.templateEditor;

export interface FullEditorProps {
  heading: string;
  /** Whose template it is (a line under the heading). */
  owner?: string | undefined;
  back: { to: string; label: string };
  /** The template is loading (an existing one) and its load error. */
  loading: boolean;
  loadError: string | null;
  /** See `useTemplateEditor`. */
  source: string;
  target: EditorTarget;
  initial: EditorDraft | null;
  /** Why this template is only shown here, or null when it can be edited. */
  readOnlyReason: string | null;
  /** The saved template's id (its TAXONOMIEËN section is shown when it can be edited); absent for a new one. */
  templateId?: number | null;
  /** Form checks of the screen's own before the template's (the user of a new user template). */
  extraProblems?: readonly string[];
  /** Why saving is not possible now (the save command's `when`), or null. */
  saveBlocked?: string | null;
  /** Runs the screen's save command (not needed read-only). */
  save?(): Promise<InteractiveResult>;
  /** Fields above the sections (the user picker of a new user template). */
  children?: ReactNode;
  /** The form's checks (title and content required, CUSTOM settings); a user or organisation template's by default. */
  checks?(draft: EditorDraft): string[];
  /** The fields; the full editor's sections (ALGEMEEN, PROMPT, OPDRACHT, SYSTEM_MESSAGE) by default. */
  sections?(props: SectionsProps): ReactNode;
}

export interface SectionsProps {
  draft: EditorDraft;
  onChange(patch: Partial<EditorDraft>): void;
  readOnly: boolean;
  /** The problems shown after a refused save (fields mark themselves with them). */
  problems: readonly string[];
  /** The saved template's id when it can be edited here (its TAXONOMIEËN and REVISIES sections), else null. */
  templateId: number | null;
}

function fullEditorSections({ draft, onChange, readOnly, problems, templateId }: SectionsProps) {
  return (
    <TemplateSections
      draft={draft}
      onChange={onChange}
      readOnly={readOnly}
      missingTitleOrContent={problems.includes(messages.templates.problems.titleAndContentRequired)}
      taxonomiesOf={templateId}
      revisionsOf={templateId}
    />
  );
}

/**
 * The full template editor: heading, back link, Opslaan, Kopieer Alles, Plak Alles, the sections, and the Plak
 * Alles dialog; read-only it is the template view. Saving first checks the form (in the contract's exact Dutch
 * words), then runs the screen's save command. The default-template editor uses it with its own fields. An
 * editable template starts with the cursor in its first field (Titel; the user of a new user template without
 * one), unless a command opened it on its REVISIES section.
 */
export function FullEditor(props: FullEditorProps) {
  const { heading, owner, back, loading, loadError, readOnlyReason } = props;
  const readOnly = readOnlyReason !== null;
  const { editor, change } = useTemplateEditor({
    source: props.source,
    target: props.target,
    initial: props.initial,
    readOnly,
  });
  const { ctx } = useCommandRuntime();
  const revisionsRequest = useAtomValue(revisionsRequestAtom, { store: ctx.store });
  const revisionsAsked = revisionsRequest !== null && revisionsRequest.templateId === props.templateId;
  const form = useRef<HTMLElement>(null);
  useFirstFieldFocus(form, editor !== null && !readOnly && !revisionsAsked);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const checks = props.checks ?? draftProblems;
  const sections = props.sections ?? fullEditorSections;
  const problems = editor ? [...(props.extraProblems ?? []), ...checks(editor.draft)] : [];
  const shown = tried ? problems : [];

  async function save() {
    setTried(true);
    setSaveError(null);
    if (problems.length > 0 || !props.save) return;
    setSaving(true);
    const result = await props.save();
    setSaving(false);
    if (result.status === 'failed') setSaveError(errorMessage(result.error));
  }

  return (
    <section ref={form} className="flex flex-col gap-4">
      <Link to={back.to} className="w-fit text-sm text-[var(--accent-11)] underline-offset-2 hover:underline">
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7" className="min-w-0 break-words">
          {heading}
        </Heading>
        {owner && (
          <Text size="2" color="gray" highContrast>
            {owner}
          </Text>
        )}
      </Flex>
      {loading && !editor && <Loading label={t.loading} />}
      <ErrorCallout message={loadError} />
      {props.children}
      {editor && (
        <>
          {readOnlyReason && (
            <Callout.Root color="gray" highContrast>
              <Callout.Text>{readOnlyReason}</Callout.Text>
            </Callout.Root>
          )}
          <EditorActions
            readOnly={readOnly}
            saving={saving}
            saveBlocked={props.saveBlocked ?? null}
            onSave={() => void save()}
          />
          {shown.length > 0 && (
            <Callout.Root color="red" role="alert">
              {shown.map((problem) => (
                <Callout.Text key={problem}>{problem}</Callout.Text>
              ))}
            </Callout.Root>
          )}
          <ErrorCallout message={saveError} />
          {sections({
            draft: editor.draft,
            onChange: change,
            readOnly,
            problems: shown,
            templateId: readOnly ? null : (props.templateId ?? null),
          })}
          <PasteDialog open={editor.pasting} />
        </>
      )}
    </section>
  );
}
