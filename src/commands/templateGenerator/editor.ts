import { aiModel, DEFAULT_AI_MODEL, type AiModel } from '../../api/schemas/ai';
import { messages } from '../../messages';
import { aiUnavailableReason } from '../../state/ai';
import type { ScreenContext, ScreenId } from '../../state/screen';
import { templateEditorAtom, type EditorTarget, type OpenEditor } from '../../state/templateDraft';
import {
  defaultTemplateAddress,
  organizationTemplateAddress,
  userTemplateAddress,
  type TemplateAddress,
} from '../../state/templates';
import type { Store } from '../../state/store';
import type { Availability } from '../types';

const t = messages.templateGenerator;

/** A model argument (claude, vertex-claude, qwen or gemini); absent means claude. */
export const modelArg = aiModel.optional();
export const modelOrDefault = (model: AiModel | undefined): AiModel => model ?? DEFAULT_AI_MODEL;

/** The editors of a saved template that AI Update works on (edit mode only). */
export const savedEditorScreens: readonly ScreenId[] = [
  'userTemplateEdit',
  'organizationTemplateEdit',
  'defaultTemplateEdit',
];

/** The new-template editors where a template can be generated. */
export const newEditorScreens: readonly ScreenId[] = ['userTemplateNew', 'organizationTemplateNew'];

/** `screenArgs`: the saved template whose editor is on screen (it puts its id on screen when editable). */
export function savedTemplateOnScreen(screen: ScreenContext): { templateId?: string } {
  return screen.screen !== null && savedEditorScreens.includes(screen.screen) && screen.ids.templateId
    ? { templateId: screen.ids.templateId }
    : {};
}

/** The open editor, or null. */
export const openEditorOf = (store: Store): OpenEditor | null => store.get(templateEditorAtom);

/** Whether the editor shows a template that exists on the server (not a new one, not a view). */
export function isSavedTarget(target: EditorTarget): boolean {
  if (target.owner === 'default') return target.id !== null;
  if (target.owner === 'view') return false;
  return target.templateName !== null;
}

/** Whether the editor holds a new personal or organisation template. */
export function isNewTarget(target: EditorTarget): boolean {
  return (target.owner === 'user' || target.owner === 'organization') && target.templateName === null;
}

/** Where the editor's template is read again after the server changed it; null for a new one. */
export function addressOf(target: EditorTarget): TemplateAddress | null {
  switch (target.owner) {
    case 'user':
      return target.userId !== null && target.templateName !== null
        ? userTemplateAddress(target.userId, target.templateName)
        : null;
    case 'organization':
      return target.templateName !== null
        ? organizationTemplateAddress(target.organizationId, target.templateName)
        : null;
    case 'default':
      return target.id !== null ? defaultTemplateAddress(target.id) : null;
    default:
      return null;
  }
}

/** The generator's own availability: the server's reason when it has no model. */
export function generatorAvailability(store: Store): Availability {
  const reason = aiUnavailableReason(store);
  return reason === null ? true : { reason };
}

/** An answer's failure: the contract's text with the answer's error, or with the unknown-error text. */
export function answerFailure(text: string, answer: { error?: string | null; message?: string | null }) {
  const reason = answer.error?.trim() || answer.message?.trim() || t.errors.unknown;
  return new Error(`${text}: ${reason}`);
}
