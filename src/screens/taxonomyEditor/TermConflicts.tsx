import { Callout } from '@radix-ui/themes';
import { blocksTerm, type TermConflict } from '../../api/rules/taxonomies';
import { conflictText } from '../../commands/taxonomies/termInput';
import { messages } from '../../messages';

const t = messages.taxonomies.conflicts;

/**
 * The conflicts of a term with the other terms of its taxonomy, as they come up while typing: red when the term
 * cannot be saved (its correct form exists), amber otherwise. Announced politely.
 */
export function TermConflicts({ conflicts, id }: { conflicts: readonly TermConflict[]; id?: string }) {
  return (
    <div id={id} aria-live="polite">
      {conflicts.length > 0 && (
        <Callout.Root
          size="1"
          color={conflicts.some(blocksTerm) ? 'red' : 'amber'}
          highContrast
          role="status"
          aria-label={t.heading}
        >
          {conflicts.map((conflict, index) => (
            <Callout.Text key={`${conflict.kind}:${conflict.value}:${index}`}>
              {conflictText(conflict)}
            </Callout.Text>
          ))}
        </Callout.Root>
      )}
    </div>
  );
}
