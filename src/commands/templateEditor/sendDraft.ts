import type { DefaultTemplateWrite } from '../../api/schemas/templates';
import { messages } from '../../messages';
import { refreshResources } from '../../state/freshness';
import { href, routes } from '../../state/routes';
import {
  emptyDefaultDraft,
  markSaved,
  type DefaultTemplateDraft,
  type EditorDraft,
  type EditorTarget,
} from '../../state/templateDraft';
import { templatesChanged } from '../../state/templates';
import { failure } from '../shared/failure';
import type { CommandContext } from '../types';
import { defaultDraftProblems, defaultTemplateBody } from './body';
import { createdWithoutName, refuseInvalid, saveFailure } from './saving';

const tt = messages.templates;

/** How a checked draft is saved: the call, what a failure says, and what follows success. */
interface Sending {
  send(): Promise<unknown>;
  /** The editors showing the draft: marked saved, so leaving them asks nothing. */
  saved: readonly EditorTarget[];
  failed(cause: unknown): Error | Promise<Error>;
  /** The success message. */
  done: string;
  /** Where the console goes next (the owner's list). */
  then: string;
}

/** Sends a checked draft; on success marks its editors saved, says so and goes on, else throws `failed`. */
export async function sendDraft(ctx: CommandContext, sending: Sending): Promise<void> {
  try {
    await sending.send();
  } catch (cause) {
    throw await sending.failed(cause);
  }
  for (const target of sending.saved) markSaved(ctx.store, target);
  ctx.notify({ kind: 'success', message: sending.done });
  ctx.navigate(sending.then);
}

/**
 * What a failed create says: the server's message; or, when the server took the template but answered
 * no name, that (after marking the editors saved and reloading the lists, which show the new template).
 */
export const createFailure =
  (ctx: CommandContext, saved: readonly EditorTarget[]) =>
  async (cause: unknown): Promise<Error> => {
    if (!createdWithoutName(cause)) return saveFailure(tt.createFailed, cause);
    for (const target of saved) markSaved(ctx.store, target);
    await refreshResources(ctx.store, ctx.api, templatesChanged());
    return new Error(tt.createdWithoutName, { cause });
  };

/** Where saving a default template lands: the default templates list. */
export const afterDefaultSave = () => href(routes.defaultTemplates);

/** Checks a default template's draft (name and sort order too) and sends its body (create or update). */
export async function sendDefaultDraft(
  ctx: CommandContext,
  draft: EditorDraft,
  target: EditorTarget,
  send: (body: DefaultTemplateWrite) => Promise<unknown>,
  done: string,
): Promise<void> {
  const full: DefaultTemplateDraft = { ...emptyDefaultDraft, ...draft };
  refuseInvalid(defaultDraftProblems(full));
  await sendDraft(ctx, {
    send: () => send(defaultTemplateBody(full)),
    saved: [target],
    failed: (cause) => failure(tt.defaultSaveFailed, cause),
    done,
    then: afterDefaultSave(),
  });
}
