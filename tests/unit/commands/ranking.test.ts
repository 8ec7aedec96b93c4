import { describe, expect, it } from 'vitest';
import { allCommands } from '../../../src/commands/all';
import { rankCommands } from '../../../src/commands/ranking';
import { commandGroups, defineCommand, type CommandGroup } from '../../../src/commands/types';

const visible = allCommands.filter((c) => c.showInPalette);
const ids = (list: ReturnType<typeof rankCommands>) => list.map((r) => r.command.id);
const first = (query: string, recent: string[] = []) =>
  rankCommands(visible, query, { recent, screen: null })[0]?.command.title;

describe('rankCommands without a query', () => {
  it('lists everything by group when nothing is recent or contextual', () => {
    const ranked = rankCommands(visible, '', { recent: [], screen: null });
    expect(ranked).toHaveLength(visible.length);
    const order = ranked.map((r) => commandGroups.indexOf(r.section as CommandGroup));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(ranked.filter((r) => r.section === 'navigation')).toHaveLength(9);
  });

  it('puts recently used commands first, most recent first', () => {
    const ranked = rankCommands(visible, '  ', {
      recent: ['navigation.workerStatus', 'appearance.setTheme', 'unknown.command'],
      screen: null,
    });
    expect(ids(ranked).slice(0, 2)).toEqual(['navigation.workerStatus', 'appearance.setTheme']);
    expect(ranked.slice(0, 2).map((r) => r.section)).toEqual(['recent', 'recent']);
    expect(ids(ranked).filter((id) => id === 'navigation.workerStatus')).toHaveLength(1);
  });

  it('puts contextual commands before recent ones', () => {
    const contextual = defineCommand({
      id: 'test.contextual',
      title: 'Contextuele test',
      group: 'session',
      contexts: ['userDetail'],
      run: () => undefined,
    });
    const commands = [...visible, contextual];
    const onDetail = rankCommands(commands, '', {
      recent: ['navigation.users', 'test.contextual'],
      screen: 'userDetail',
    });
    const sectionOf = (id: string) => onDetail.find((r) => r.command.id === id)!.section;
    expect(sectionOf('test.contextual')).toBe('contextual');
    expect(sectionOf('navigation.users')).toBe('recent');
    expect(ids(onDetail).indexOf('test.contextual')).toBeLessThan(ids(onDetail).indexOf('navigation.users'));
    const elsewhere = rankCommands(commands, '', { recent: [], screen: 'users' });
    expect(elsewhere.find((r) => r.command.id === 'test.contextual')!.section).toBe('session');
  });
});

describe('rankCommands with a query', () => {
  it.each([
    ['login pogingen', 'Ga naar Login Pogingen'],
    ['users', 'Ga naar Gebruikers'],
    ['gebruikers', 'Ga naar Gebruikers'],
    ['organisations', 'Ga naar Organisaties'],
    ['organizations', 'Ga naar Organisaties'],
    ['taxonomies', 'Ga naar Taxonomieën'],
    ['taxonomieen', 'Ga naar Taxonomieën'],
    ['default templates', 'Ga naar Standaard Templates'],
    ['worker status', 'Ga naar Worker Status'],
    ['login attempts', 'Ga naar Login Pogingen'],
    ['uitloggen', 'Uitloggen'],
    ['sign out', 'Uitloggen'],
    ['thema wijzigen', 'Thema wijzigen'],
    ['sneltoetsen', 'Toon sneltoetsen'],
    ['dashbord', 'Ga naar Dashboard'],
  ])('%j ranks %j first', (query, title) => {
    expect(first(query)).toBe(title);
  });

  it('returns nothing for nonsense', () => {
    expect(rankCommands(visible, 'xqzxqzxqz', { recent: [], screen: null })).toEqual([]);
  });

  it('breaks score ties by recency', () => {
    const a = defineCommand({ id: 'a', title: 'Exporteren', group: 'workspace', run: () => undefined });
    const b = defineCommand({ id: 'b', title: 'Exporteren', group: 'workspace', run: () => undefined });
    expect(ids(rankCommands([a, b], 'exporteren', { recent: [], screen: null }))).toEqual(['a', 'b']);
    expect(ids(rankCommands([a, b], 'exporteren', { recent: ['b'], screen: null }))).toEqual(['b', 'a']);
  });

  it('marks results with a score', () => {
    const [top] = rankCommands(visible, 'users', { recent: [], screen: null });
    expect(top!.section).toBe('results');
    expect(typeof top!.score).toBe('number');
  });
});
