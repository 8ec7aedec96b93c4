import { useId, useState, type KeyboardEvent } from 'react';
import type { TextEntry } from '../../commands/types';
import { messages } from '../../messages';
import { Keycaps } from '../common/Keycaps';

const t = messages.palette;

/**
 * The palette's step for several lines of text, typed or pasted: Enter starts a new line, Ctrl+Enter (⌘Enter)
 * goes on, Backspace in the empty field goes back. What `check` finds wrong shows under the field while typing
 * (the finished lines), and on Ctrl+Enter for every line, with what blocks going on; the step goes on only when
 * nothing is wrong.
 */
export function LinesStep({
  label,
  entry,
  onSubmit,
  onBack,
}: {
  label: string;
  entry: TextEntry;
  onSubmit(text: string): void;
  onBack(): void;
}) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const problems = entry.check?.(text, tried) ?? [];
  const hintId = useId();
  const problemsId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (text.trim() === '' || (entry.check?.(text, true) ?? []).length > 0) setTried(true);
      else onSubmit(text);
    } else if (event.key === 'Backspace' && text === '') {
      event.preventDefault();
      onBack();
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <textarea
        autoFocus
        rows={6}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setTried(false);
        }}
        onKeyDown={onKeyDown}
        aria-label={label}
        aria-describedby={`${hintId} ${problemsId}`}
        aria-invalid={problems.length > 0 || undefined}
        placeholder={entry.hint}
        className="w-full resize-y rounded-md border border-[var(--gray-a7)] bg-[var(--color-surface)] px-3 py-2 text-base text-[var(--gray-12)] outline-none focus-visible:border-[var(--accent-8)] aria-[invalid=true]:border-[var(--red-8)]"
      />
      <p id={hintId} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-[var(--gray-11)]">
        <span className="inline-flex items-center gap-1">
          <Keycaps binding="enter" /> {t.newLine}
        </span>
        <span className="inline-flex items-center gap-1">
          <Keycaps binding="mod+enter" /> {t.goOn}
        </span>
      </p>
      <div id={problemsId} aria-live="polite" className="text-sm text-[var(--red-11)]">
        {problems.length > 0 && (
          <ul className="flex flex-col gap-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
