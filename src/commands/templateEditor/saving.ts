import { z } from 'zod';
import { ApiError } from '../../api/errors';
import { messages } from '../../messages';
import type { ScreenContext, ScreenId } from '../../state/screen';
import {
  draftFor,
  sameDraft,
  sameTarget,
  templateEditorAtom,
  type EditorDraft,
  type EditorTarget,
} from '../../state/templateDraft';
import type { Store } from '../../state/store';
import { groupFailure } from '../shared/failure';
import type { Availability } from '../types';

const t = messages.templateEditor;

/** The screens with a template editor or view: Kopieer Alles, Plak Alles and saving are listed first there. */
export const editorScreens: readonly ScreenId[] = [
  'userTemplateNew',
  'userTemplateEdit',
  'organizationTemplateNew',
  'organizationTemplateEdit',
  'defaultTemplateNew',
  'defaultTemplateEdit',
  'defaultTemplateView',
  'organizationTemplateView',
];

/** A template's address in a route: its name (an id is read as well). */
export const templateNameArg = z.coerce.string().trim().min(1);

/**
 * The draft a save command saves: the one it was given (the dialog editor), else the open editor's when that
 * editor shows `target` (the full editors' Opslaan button and the palette on their screen).
 */
export function draftToSave<D extends EditorDraft>(
  store: Store,
  given: D | undefined,
  ...targets: EditorTarget[]
): D | null {
  if (given) return given;
  for (const target of targets) {
    const draft = draftFor(store, target);
    if (draft) return draft as D;
  }
  return null;
}

/**
 * Whether a save of the open editor's draft of `target` can go ahead: it can when the draft differs from the
 * template as loaded or last saved. Saving the same text again would only write an empty revision, so the
 * editor says there is nothing to save instead.
 */
export function changedSinceSaved(store: Store, target: EditorTarget): Availability {
  const editor = store.get(templateEditorAtom);
  return editor && sameTarget(editor.target, target) && sameDraft(editor.draft, editor.saved)
    ? { reason: t.reasons.nothingChanged }
    : true;
}

/** Why there is nothing to save for `target`: no editor, a read-only one, or one showing another template. */
export function noDraftReason(store: Store): Availability {
  const editor = store.get(templateEditorAtom);
  if (!editor) return { reason: t.reasons.noEditor };
  return { reason: editor.readOnly ? t.reasons.readOnly : t.reasons.notThisEditor };
}

/** A refused draft: every problem in the contract's words, as one message. */
export function refuseInvalid(problems: readonly string[]): void {
  if (problems.length > 0) throw new Error(problems.join(' '));
}

/** The server's message when it gave one, else the fallback text. */
export const saveFailure = groupFailure;

/**
 * A create call that failed after the server took it: a success status whose answer did not carry the new
 * template's name ("Template is aangemaakt maar redirect mislukt. …").
 */
export function createdWithoutName(cause: unknown): boolean {
  return cause instanceof ApiError && cause.status >= 200 && cause.status < 300;
}

/** The id of a screen entity as the commands' screenArgs hand it on (undefined when not on that screen). */
export function screenId(
  screen: ScreenContext,
  screens: readonly ScreenId[],
  name: string,
): string | undefined {
  return screen.screen !== null && screens.includes(screen.screen) ? screen.ids[name] : undefined;
}
