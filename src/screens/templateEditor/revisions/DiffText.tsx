import { Text } from '@radix-ui/themes';
import { messages } from '../../../messages';
import type { DiffPart } from '../../../state/revisionDiff';

const c = messages.revisions.comparison;

/*
 * Added words are underlined on green, removed ones struck through on red: the marks differ in shape, not only in
 * colour, and the text colours are each scale's step 12 (high contrast in light and dark). Screen readers, which
 * mostly say nothing about <ins> and <del>, hear "toegevoegd:" or "verwijderd:" before each part.
 */
const added =
  'rounded-sm bg-[var(--green-a4)] text-[var(--green-12)] underline decoration-2 underline-offset-2';
const removed = 'rounded-sm bg-[var(--red-a4)] text-[var(--red-12)] line-through decoration-2';

/** A text's word-level diff: unchanged runs as they are, changes as <ins> and <del>. */
export function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  if (parts.length === 0) {
    return (
      <Text as="p" size="2" color="gray" highContrast>
        {c.empty}
      </Text>
    );
  }
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-6">
      {parts.map((part, index) => {
        if (part.kind === 'added')
          return (
            <ins key={index} className={added}>
              <span className="sr-only">{`${c.added} `}</span>
              {part.text}
            </ins>
          );
        if (part.kind === 'removed')
          return (
            <del key={index} className={removed}>
              <span className="sr-only">{`${c.removed} `}</span>
              {part.text}
            </del>
          );
        return <span key={index}>{part.text}</span>;
      })}
    </p>
  );
}
