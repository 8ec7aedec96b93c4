import { Fragment } from 'react';
import { formatBinding } from '../../keymap';
import { messages } from '../../messages';
import { isMac } from './platform';

/** A key binding as keycaps: `Ctrl` `K`, or `G` `U` for a chord (optionally with "dan" between strokes). */
export function Keycaps({ binding, spelled = false }: { binding: string; spelled?: boolean }) {
  const strokes = formatBinding(binding, isMac);
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      {strokes.map((caps, index) => (
        <Fragment key={index}>
          {index > 0 && spelled && (
            <span className="text-xs text-[var(--gray-11)]">{messages.shortcuts.then}</span>
          )}
          {caps.map((cap) => (
            <kbd key={cap} className="keycap">
              {cap}
            </kbd>
          ))}
        </Fragment>
      ))}
    </span>
  );
}
