import { messages } from '../../messages';
import type { ResourceKey } from '../../state/freshness';
import { taxonomyChanged } from '../../state/taxonomies';
import { newTaxonomyEditor } from '../../state/taxonomyEditor';
import type { ToastInput } from '../../state/toasts';
import type { Availability, CommandContext } from '../types';

/** What a term change touches: nothing on the server for a new taxonomy's local terms, else the taxonomy. */
export const termsChanged = ({ taxonomyId }: { taxonomyId: 'new' | number }): readonly ResourceKey[] =>
  taxonomyId === 'new' ? [] : taxonomyChanged(taxonomyId);

/** A new taxonomy's terms change only while its editor is open (it holds them until the first save). */
export function localTaxonomyReady(
  args: Readonly<Record<string, unknown>>,
  ctx: CommandContext,
): Availability {
  if (args.taxonomyId !== 'new' || newTaxonomyEditor(ctx.store)) return true;
  return { reason: messages.taxonomies.refusals.noNewTaxonomy };
}

/**
 * Says what a term change did. Terms are added, edited and removed one after another while typing: these
 * toasts are one group, so the latest takes the place of the one before instead of stacking up.
 */
export function notifyTermChange(ctx: CommandContext, message: string): void {
  const toast: ToastInput = { kind: 'success', message, group: 'taxonomies.terms' };
  ctx.notify(toast);
}
