import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rowMove, takesOwnKeys } from '../../../src/screens/common/rowKeys';
import { useRowFocus } from '../../../src/screens/common/useRowFocus';
import { VirtualTable, windowParts } from '../../../src/screens/common/VirtualTable';
import { press, rootPerTest } from '../support/dom';

// Keyboard row navigation of every list (src/screens/common/useRowFocus.ts): the list is one tab stop, its
// focused row; the arrow keys, j/k, Home/End and PageUp/PageDown move it; Enter opens the row; fields keep
// their keys.

describe('rowMove', () => {
  it('moves one row with the arrows and j/k, to either end with Home/End, a page with PageUp/PageDown', () => {
    expect(rowMove('ArrowDown', 2, 10, 4)).toBe(3);
    expect(rowMove('j', 2, 10, 4)).toBe(3);
    expect(rowMove('ArrowUp', 2, 10, 4)).toBe(1);
    expect(rowMove('k', 2, 10, 4)).toBe(1);
    expect(rowMove('Home', 7, 10, 4)).toBe(0);
    expect(rowMove('End', 2, 10, 4)).toBe(9);
    expect(rowMove('PageDown', 2, 10, 4)).toBe(6);
    expect(rowMove('PageUp', 7, 10, 4)).toBe(3);
  });

  it('stops at either end and ignores other keys and empty lists', () => {
    expect(rowMove('ArrowDown', 9, 10, 4)).toBe(9);
    expect(rowMove('k', 0, 10, 4)).toBe(0);
    expect(rowMove('PageDown', 8, 10, 4)).toBe(9);
    expect(rowMove('PageUp', 1, 10, 4)).toBe(0);
    // A page is at least one row.
    expect(rowMove('PageDown', 2, 10, 0)).toBe(3);
    expect(rowMove('x', 2, 10, 4)).toBeNull();
    expect(rowMove('J', 2, 10, 4)).toBeNull();
    expect(rowMove('Enter', 2, 10, 4)).toBeNull();
    expect(rowMove('ArrowDown', 0, 0, 4)).toBeNull();
  });
});

describe('takesOwnKeys', () => {
  it('leaves keys to fields, widgets with keys of their own and controls marked so', () => {
    const host = document.createElement('div');
    host.innerHTML = `
      <input id="input"><textarea id="area"></textarea><select id="select"></select>
      <div role="combobox"><span id="inCombo"></span></div>
      <button id="picked" data-row-keys="own"></button>
      <button id="button"></button><a id="link" href="/x"></a>`;
    document.body.append(host);
    const byId = (id: string) => host.querySelector(`#${id}`)!;
    for (const id of ['input', 'area', 'select', 'inCombo', 'picked'])
      expect(takesOwnKeys(byId(id))).toBe(true);
    for (const id of ['button', 'link']) expect(takesOwnKeys(byId(id))).toBe(false);
    host.remove();
  });
});

describe('windowParts', () => {
  it('renders the window with spacers, and the pinned row in its place outside it', () => {
    expect(windowParts(100, 10, 13, 11, 40)).toEqual([
      { spacer: 400, key: 'top' },
      { row: 10 },
      { row: 11 },
      { row: 12 },
      { spacer: 87 * 40, key: 'bottom' },
    ]);
    expect(windowParts(100, 10, 12, 3, 40)).toEqual([
      { spacer: 120, key: 'top' },
      { row: 3 },
      { spacer: 6 * 40, key: 'gap' },
      { row: 10 },
      { row: 11 },
      { spacer: 88 * 40, key: 'bottom' },
    ]);
    expect(windowParts(100, 0, 2, 99, 40)).toEqual([
      { row: 0 },
      { row: 1 },
      { spacer: 97 * 40, key: 'gap' },
      { row: 99 },
    ]);
    expect(windowParts(3, 0, 3, -1, 40)).toEqual([{ row: 0 }, { row: 1 }, { row: 2 }]);
  });
});

const mounted = rootPerTest();

const opened: number[] = [];
const typed = vi.fn();

/** A list like the console's: a row header, a field, and an actions cell with a link and a button. */
function List({ ids, pageSize }: { ids: readonly number[]; pageSize?: number }) {
  const focus = useRowFocus<HTMLDivElement>(ids, pageSize ? { pageSize: () => pageSize } : {});
  return (
    <>
      <button type="button">Voor</button>
      <div ref={focus}>
        <table>
          <tbody>
            {ids.map((id) => (
              <tr key={id} data-row-id={id}>
                <th scope="row">Rij {id}</th>
                <td>
                  <input aria-label={`Veld ${id}`} onKeyDown={typed} />
                </td>
                <td data-row-actions="">
                  <a
                    href={`/rij/${id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      opened.push(id);
                    }}
                  >
                    Open {id}
                  </a>
                  <button type="button">Wis {id}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button">Na</button>
    </>
  );
}

const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-row-id="${id}"]`)!;
const focusedRowId = () => document.activeElement?.getAttribute('data-row-id');
const tabStops = () =>
  [...document.querySelectorAll<HTMLElement>('tr, a, button, input')]
    .filter((element) => element.getAttribute('tabindex') !== '-1')
    .map(
      (element) =>
        element.getAttribute('data-row-id') ?? element.getAttribute('aria-label') ?? element.textContent,
    );

function render(ids: readonly number[], pageSize?: number) {
  act(() => mounted.root.render(<List ids={ids} pageSize={pageSize} />));
}

describe('useRowFocus: one tab stop per list', () => {
  it('puts the first row and its controls in the tab order, and no other row or control', () => {
    render([1, 2, 3]);
    expect(tabStops()).toEqual(['Voor', '1', 'Veld 1', 'Open 1', 'Wis 1', 'Na']);
  });

  it('moves the focus and the tab stop with ↓ ↓ j k, Home, End and the page keys', () => {
    render([1, 2, 3, 4, 5, 6], 2);
    act(() => row(1).focus());
    for (const key of ['ArrowDown', 'ArrowDown', 'j']) press(document.activeElement!, key);
    expect(focusedRowId()).toBe('4');
    press(document.activeElement!, 'k');
    expect(focusedRowId()).toBe('3');
    expect(tabStops()).toEqual(['Voor', '3', 'Veld 3', 'Open 3', 'Wis 3', 'Na']);
    press(document.activeElement!, 'End');
    expect(focusedRowId()).toBe('6');
    press(document.activeElement!, 'PageUp');
    expect(focusedRowId()).toBe('4');
    press(document.activeElement!, 'Home');
    expect(focusedRowId()).toBe('1');
    press(document.activeElement!, 'PageDown');
    expect(focusedRowId()).toBe('3');
  });

  it('moves on from a link or button in a row, and makes a row the tab stop when focus lands in it', () => {
    render([1, 2, 3]);
    const button = row(2).querySelector('button')!;
    act(() => button.focus());
    expect(tabStops()).toContain('Wis 2');
    expect(tabStops()).not.toContain('Wis 1');
    press(button, 'ArrowDown');
    expect(focusedRowId()).toBe('3');
  });

  it('opens the row with Enter on the row itself (its first link), not on its controls', () => {
    opened.length = 0;
    render([1, 2, 3]);
    act(() => row(2).focus());
    press(row(2), 'Enter');
    expect(opened).toEqual([2]);
    press(row(2).querySelector('button')!, 'Enter');
    expect(opened).toEqual([2]);
  });

  it('leaves keys typed in a field, keys with a modifier and keys a control took itself alone', () => {
    render([1, 2, 3]);
    const field = row(1).querySelector('input')!;
    act(() => field.focus());
    typed.mockClear();
    for (const key of ['j', 'k', 'ArrowDown', 'End', 'Enter']) press(field, key);
    expect(typed).toHaveBeenCalledTimes(5);
    expect(document.activeElement).toBe(field);

    act(() => row(1).focus());
    press(row(1), 'ArrowDown', { altKey: true });
    press(row(1), 'ArrowDown', { shiftKey: true });
    expect(focusedRowId()).toBe('1');

    const taken = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    taken.preventDefault();
    act(() => void row(1).dispatchEvent(taken));
    expect(focusedRowId()).toBe('1');
  });

  it('gives a control its own tab index back when its row becomes the tab stop', async () => {
    render([1, 2]);
    // A control with a tab index of its own (a drag handle's 0), rendered into a row that is not the tab stop.
    const own = document.createElement('button');
    own.setAttribute('tabindex', '0');
    await act(async () => row(2).querySelector('[data-row-actions]')!.append(own));
    expect(own.getAttribute('tabindex')).toBe('-1');
    act(() => row(1).focus());
    press(row(1), 'ArrowDown');
    expect(own.getAttribute('tabindex')).toBe('0');
    press(row(2), 'ArrowUp');
    expect(own.getAttribute('tabindex')).toBe('-1');
    expect(row(1).querySelector('button')!.hasAttribute('tabindex')).toBe(false);
  });

  it('gives the focus of a row that left to the next row, and the tab stop of rows that left to the first', async () => {
    render([1, 2, 3]);
    act(() => row(2).focus());
    render([1, 3]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(focusedRowId()).toBe('3');

    act(() => (document.activeElement as HTMLElement).blur());
    render([7, 8]);
    expect(tabStops()).toEqual(['Voor', '7', 'Veld 7', 'Open 7', 'Wis 7', 'Na']);
  });
});

describe('VirtualTable', () => {
  interface Item {
    id: number;
  }
  const keyOf = (item: Item) => item.id;
  const items: Item[] = Array.from({ length: 200 }, (_, index) => ({ id: index + 1 }));

  function Table() {
    const [shown] = useState(items);
    return (
      <VirtualTable
        label="Rijen"
        columns={[{ key: 'name', header: 'Naam' }]}
        items={shown}
        rowKey={keyOf}
        renderCells={(item) => <td>Rij {item.id}</td>}
        rowHeight={40}
        overscan={2}
      />
    );
  }

  it('renders the focused row wherever the list scrolls, and moves to rows outside the window', async () => {
    act(() => mounted.root.render(<Table />));
    const rendered = () =>
      [...document.querySelectorAll('tr[data-row-id]')].map((tr) => tr.getAttribute('data-row-id'));
    expect(rendered()).not.toContain('200');
    act(() => row(1).focus());
    press(row(1), 'End');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(rendered()).toContain('200');
    expect(focusedRowId()).toBe('200');
    expect(row(200).getAttribute('aria-rowindex')).toBe('201');
    expect(row(200).tabIndex).toBe(0);

    // Scrolled back to the top (the wheel, say): the focused row stays rendered, and focused.
    const scroller = document.querySelector<HTMLElement>('table')!.parentElement!;
    act(() => {
      scroller.scrollTop = 0;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(rendered()).toContain('1');
    expect(rendered()).toContain('200');
    expect(focusedRowId()).toBe('200');
    press(row(200), 'Home');
    expect(focusedRowId()).toBe('1');
  });
});
