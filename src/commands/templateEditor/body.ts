import {
  defaultTemplateProblems,
  settingsApply,
  templateProblems,
  type TemplateFields,
  type TemplateProblem,
} from '../../api/rules/templates';
import type { DefaultTemplateWrite, TemplateWrite } from '../../api/schemas/templates';
import { messages } from '../../messages';
import type { DefaultTemplateDraft, TemplateDraft } from '../../state/templateDraft';

const t = messages.templates;

/** A draft in the rules' terms (`api/rules/templates`). */
function fieldsOf(draft: TemplateDraft): TemplateFields {
  return {
    title: draft.title,
    content: draft.content,
    complexity: draft.complexity,
    settings: {
      max_tokens: draft.maxTokens,
      system_message: draft.systemMessage,
      opdracht: draft.task,
      additional_settings: draft.extraSettings,
    },
  };
}

/** Which editor words the problems: the dialog says the title/content rule in English, the full editor in Dutch. */
export type Wording = 'editor' | 'dialog';

function worded(problems: readonly TemplateProblem[], wording: Wording): string[] {
  return problems.map((problem) =>
    problem === 'titleAndContentRequired' && wording === 'dialog'
      ? t.dialogTitleAndContentRequired
      : t.problems[problem],
  );
}

/** A user or organisation template's rules: every problem, in the contract's words; empty when it may be saved. */
export function draftProblems(draft: TemplateDraft, wording: Wording = 'editor'): string[] {
  return worded(templateProblems(fieldsOf(draft)), wording);
}

/** A default template's rules: name, title and content required; sort order and max tokens; Extra Settings. */
export function defaultDraftProblems(draft: DefaultTemplateDraft): string[] {
  return worded(
    defaultTemplateProblems({ ...fieldsOf(draft), name: draft.name, sort_order: draft.sortOrder }),
    'editor',
  );
}

/** Settings travel only for CUSTOM; the server reads max_tokens as an integer. */
function settingsOf(draft: TemplateDraft): Pick<TemplateWrite, 'settings'> {
  if (!settingsApply(draft.complexity)) return {};
  return {
    settings: {
      max_tokens: draft.maxTokens.trim(),
      system_message: draft.systemMessage,
      opdracht: draft.task,
      additional_settings: draft.extraSettings,
    },
  };
}

/** The create or update body of a user or organisation template. */
export function templateBody(draft: TemplateDraft, owner: 'user' | 'organization'): TemplateWrite {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    content: draft.content,
    complexity: draft.complexity,
    ...settingsOf(draft),
    is_default: false,
    is_org_wide: owner === 'organization',
  };
}

/** The create or update body of a default template (`sortOrder` checked by `defaultDraftProblems` first). */
export function defaultTemplateBody(draft: DefaultTemplateDraft): DefaultTemplateWrite {
  const sortOrder = draft.sortOrder.trim();
  return {
    name: draft.name.trim(),
    title: draft.title.trim(),
    description: draft.description.trim(),
    content: draft.content,
    complexity: draft.complexity,
    ...settingsOf(draft),
    ...(sortOrder === '' ? {} : { sort_order: Number(sortOrder) }),
  };
}
