import { Callout, Dialog, Flex } from '@radix-ui/themes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { settingsApply } from '../../api/rules/templates';
import { dialogComplexities, type MeetingType } from '../../api/schemas/templates';
import { draftProblems } from '../../commands/templateEditor/body';
import { createOrganizationTemplate } from '../../commands/templateEditor/createOrganizationTemplate';
import { createUserTemplate } from '../../commands/templateEditor/createUserTemplate';
import { saveOrganizationTemplate } from '../../commands/templateEditor/saveOrganizationTemplate';
import { saveUserTemplate } from '../../commands/templateEditor/saveUserTemplate';
import { messages } from '../../messages';
import { draftOf, emptyDraft, type TemplateDraft } from '../../state/templateDraft';
import { useCommandRuntime } from '../common/CommandRuntime';
import { DialogActions } from '../common/DialogActions';
import { useCommand } from '../common/useCommand';
import { CodeInputField, ComplexityField, DescriptionField, ExtraSettingsField, LineField } from './fields';
import { focusFirstFieldOnOpen } from '../common/firstField';

const t = messages.templateEditor.dialog;
const l = t.labels;
const unsavedTexts = messages.templateEditor.unsaved;

export type TemplateOwner =
  { kind: 'user'; userId: number } | { kind: 'organization'; organizationId: number };

export interface TemplateDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  owner: TemplateOwner;
  /** The template to edit; a new one without. */
  template?: MeetingType | undefined;
}

/**
 * The dialog editor: Title, Description, Content, Complexity (SMALL, LARGE, CUSTOM), and for CUSTOM Max Tokens,
 * System Message, Task and Extra Settings (JSON). It saves through the same commands as the full editor and
 * closes when that succeeded. At most 80% of the viewport high; its body scrolls.
 */
export function TemplateDialog({ open, onOpenChange, owner, template }: TemplateDialogProps) {
  const { ctx } = useCommandRuntime();
  const dirty = useRef(false);
  // Closing with changes not saved (Annuleren, Escape, a click beside it) asks first, as leaving the full
  // editor does.
  const change = (next: boolean) => {
    if (next || !dirty.current) return onOpenChange(next);
    void ctx
      .confirm({
        title: unsavedTexts.title,
        description: unsavedTexts.description,
        confirmLabel: unsavedTexts.leave,
      })
      .then((leave) => {
        if (!leave) return;
        dirty.current = false;
        onOpenChange(false);
      });
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content onOpenAutoFocus={focusFirstFieldOnOpen} maxWidth="720px" className="max-h-[80vh]">
        <Dialog.Title>{template ? t.editTitle : t.newTitle}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t.intro}
        </Dialog.Description>
        <TemplateForm
          owner={owner}
          template={template}
          onDirty={(changed) => {
            dirty.current = changed;
          }}
          onSaved={() => {
            dirty.current = false;
            onOpenChange(false);
          }}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Runs the save command that fits the owner and whether the template exists. */
function useSave(owner: TemplateOwner, template: MeetingType | undefined) {
  const user = owner.kind === 'user' ? owner.userId : undefined;
  const organization = owner.kind === 'organization' ? owner.organizationId : undefined;
  const templateName = template?.name;
  const createForUser = useCommand(createUserTemplate, { userId: user });
  const saveForUser = useCommand(saveUserTemplate, { userId: user, templateName });
  const createForOrganization = useCommand(createOrganizationTemplate, { organizationId: organization });
  const saveForOrganization = useCommand(saveOrganizationTemplate, {
    organizationId: organization,
    templateName,
  });
  return (draft: TemplateDraft) => {
    if (owner.kind === 'user') return template ? saveForUser.run({ draft }) : createForUser.run({ draft });
    return template ? saveForOrganization.run({ draft }) : createForOrganization.run({ draft });
  };
}

/** The form, mounted while the dialog is open (so it starts from the template each time it opens). */
function TemplateForm({
  owner,
  template,
  onSaved,
  onDirty,
}: {
  owner: TemplateOwner;
  template: MeetingType | undefined;
  onSaved(): void;
  /** Whether the form differs from what it started with, after each change. */
  onDirty(dirty: boolean): void;
}) {
  const save = useSave(owner, template);
  const [initial] = useState<TemplateDraft>(() => (template ? draftOf(template) : emptyDraft));
  const [draft, setDraft] = useState<TemplateDraft>(initial);
  useEffect(() => {
    onDirty(JSON.stringify(draft) !== JSON.stringify(initial));
  }, [draft, initial, onDirty]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const change = (patch: Partial<TemplateDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const problems = tried ? draftProblems(draft, 'dialog') : [];
  const custom = settingsApply(draft.complexity);
  const missing = (value: string) =>
    problems.includes(messages.templates.dialogTitleAndContentRequired) && value.trim() === ''
      ? messages.templates.dialogTitleAndContentRequired
      : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setSaveError(null);
    if (draftProblems(draft, 'dialog').length > 0) return;
    setBusy(true);
    const result = await save(draft);
    setBusy(false);
    if (result.status === 'done') onSaved();
    if (result.status === 'failed') setSaveError(errorMessage(result.error));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {(problems.length > 0 || saveError) && (
        <Callout.Root color="red" role="alert">
          {[...problems, ...(saveError ? [saveError] : [])].map((problem) => (
            <Callout.Text key={problem}>{problem}</Callout.Text>
          ))}
        </Callout.Root>
      )}
      <LineField
        label={l.title}
        value={draft.title}
        error={missing(draft.title)}
        onChange={(title) => change({ title })}
      />
      <DescriptionField
        label={l.description}
        value={draft.description}
        onChange={(description) => change({ description })}
      />
      <CodeInputField
        label={l.content}
        value={draft.content}
        error={missing(draft.content)}
        minHeight="10rem"
        onChange={(content) => change({ content })}
      />
      <ComplexityField
        label={l.complexity}
        value={draft.complexity}
        options={dialogComplexities}
        onChange={(complexity) => change({ complexity })}
      />
      {custom && (
        <Flex direction="column" gap="3">
          <LineField
            label={l.maxTokens}
            value={draft.maxTokens}
            numeric
            onChange={(maxTokens) => change({ maxTokens })}
          />
          <CodeInputField
            label={l.systemMessage}
            value={draft.systemMessage}
            minHeight="6rem"
            onChange={(systemMessage) => change({ systemMessage })}
          />
          <CodeInputField
            label={l.task}
            value={draft.task}
            minHeight="6rem"
            onChange={(task) => change({ task })}
          />
          <ExtraSettingsField
            label={l.extraSettings}
            value={draft.extraSettings}
            onChange={(extraSettings) => change({ extraSettings })}
          />
        </Flex>
      )}
      <DialogActions cancel={t.cancel} submit={t.save} disabled={busy} />
    </form>
  );
}
