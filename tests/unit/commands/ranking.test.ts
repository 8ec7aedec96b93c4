import { describe, expect, it } from 'vitest';
import { allCommands } from '../../../src/commands/all';
import {
  arrangePalette,
  matchText,
  matchWords,
  rankCommands,
  type PaletteGroup,
} from '../../../src/commands/ranking';
import { defineSearchProvider, type SearchGroup, type SearchResult } from '../../../src/commands/search';
import { commandGroups, defineCommand, type Command, type CommandGroup } from '../../../src/commands/types';

const visible = allCommands.filter((c) => c.showInPalette);
const ids = (list: ReturnType<typeof rankCommands>) => list.map((r) => r.command.id);
/** The palette's first entry for the query (every command available, no records). */
const first = (query: string, recent: string[] = []) => {
  const ranked = rankCommands(visible, query, { recent, screen: null });
  const [top] = arrangePalette(ranked, [], query, () => true);
  return top?.kind === 'commands' ? top.commands[0]?.command.title : undefined;
};

describe('rankCommands without a query', () => {
  it('lists everything by group when nothing is recent or contextual', () => {
    const ranked = rankCommands(visible, '', { recent: [], screen: null });
    expect(ranked).toHaveLength(visible.length);
    const order = ranked.map((r) => commandGroups.indexOf(r.section as CommandGroup));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(ranked.filter((r) => r.section === 'navigation')).toHaveLength(11);
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

/** A search provider's group of records, as the palette receives them. */
function records(id: string, results: Omit<SearchResult, 'commandId' | 'args'>[]): SearchGroup {
  return {
    provider: defineSearchProvider({ id, title: id, search: async () => [] }),
    results: results.map((result) => ({ ...result, commandId: 'users.open', args: {} })),
  };
}

const sanne = records('users', [
  { key: '7', label: 'sanne.devries', description: 'sanne.devries@zandvoort.example' },
]);

/** The palette's entries in the order shown: a command's title, or `record:<label>`. */
function shown(groups: readonly PaletteGroup[]): string[] {
  return groups.flatMap((group) =>
    group.kind === 'commands'
      ? group.commands.map(({ command }) => command.title)
      : group.results.map((result) => `record:${result.label}`),
  );
}

function arranged(
  query: string,
  found: SearchGroup[] = [],
  available: (command: Command) => boolean = () => true,
  screen: Parameters<typeof rankCommands>[2]['screen'] = null,
) {
  return arrangePalette(rankCommands(visible, query, { recent: [], screen }), found, query, available);
}

describe('matchText', () => {
  it.each([
    ['Sanne', 'sanne', 'exact'],
    ['sanne.devries', 'sanne', 'prefix'],
    ['Ga naar Login Pogingen', 'login pog', 'word'],
    ['anne.sanne@voorbeeld.nl', 'sanne', 'word'],
    ['Organisatie Admin aan/uit', 'admin aan', 'word'],
    ['Taxonomieën', 'taxonomieen', 'exact'],
    ['Deblokkeer Gebruiker', 'blok', 'contains'],
    ['Ga naar Organisaties', 'sanne', null],
  ])('%j holds %j as %s', (text, query, match) => {
    expect(matchText(text, query)).toBe(match);
  });
});

describe('matchWords', () => {
  it.each([
    ['Gebruikers in bulk aanmaken in organisatie', 'bulk org', true],
    ['Gebruikers in bulk aanmaken in organisatie', 'organisatie bulk', true],
    ['Nieuwe organisatie', 'bulk organisatie', false],
    ['Gebruikers in bulk aanmaken', 'bulk', false],
  ])('%j holds each word of %j: %s', (text, query, holds) => {
    expect(matchWords(text, query)).toBe(holds);
  });
});

describe('the palette merges records and commands', () => {
  it('"sanne": the user comes before the commands fuse.js finds only loosely', () => {
    const loose = rankCommands(visible, 'sanne', { recent: [], screen: null });
    // Without the merge, these came first: Ga naar Organisaties, Branding: bewerken annuleren, …
    expect(loose.length).toBeGreaterThan(3);
    const order = shown(arranged('sanne', [sanne]));
    expect(order[0]).toBe('record:sanne.devries');
    expect(order.slice(1)).toEqual(loose.map(({ command }) => command.title));
    const groups = arranged('sanne', [sanne]);
    expect(groups.map((group) => (group.kind === 'commands' ? group.section : 'records'))).toEqual([
      'records',
      'more',
    ]);
  });

  it('a record found by its e-mail address counts like one found by its name', () => {
    const byMail = records('users', [{ key: '9', label: 'svries', description: 'sanne@zandvoort.example' }]);
    expect(shown(arranged('sanne', [byMail]))[0]).toBe('record:svries');
  });

  it('"organisaties": the navigation command stays first, above an organisation with the word in its name', () => {
    const found = [records('organizations', [{ key: '3', label: 'Samenwerkende organisaties Zuid' }])];
    const order = shown(arranged('organisaties', found));
    expect(order[0]).toBe('Ga naar Organisaties');
    const record = order.indexOf('record:Samenwerkende organisaties Zuid');
    expect(record).toBeGreaterThan(0);
    // Commands the query does not name outright (Ga naar je organisatie: "organisatie", not "organisaties") follow it.
    expect(order.indexOf('Ga naar je organisatie')).toBeGreaterThan(record);
  });

  it('"blok": Blokkeer Gebruiker (its title starts with it) first, above a user named blokker', () => {
    const found = [records('users', [{ key: '4', label: 'blokker', description: 'blokker@voorbeeld.nl' }])];
    const order = shown(arranged('blok', found));
    expect(order[0]).toBe('Blokkeer Gebruiker');
    // An alias match (Inlogblokkade opheffen: "blokkade") after the title's, then the record, then Deblokkeer.
    expect(order.indexOf('Inlogblokkade opheffen')).toBeLessThan(order.indexOf('record:blokker'));
    expect(order.indexOf('record:blokker')).toBeLessThan(order.indexOf('Deblokkeer Gebruiker'));
  });

  it("among the commands the query names by title, fuse.js's order stands, not prefix before word", () => {
    const order = shown(arranged('login pogingen'));
    // Login pogingen: periode filteren starts with the query, Ga naar Login Pogingen only has it as words; fuse.js
    // scores the navigation better, and that order stays.
    expect(order[0]).toBe('Ga naar Login Pogingen');
    expect(order.indexOf('Login pogingen: periode filteren')).toBeGreaterThan(0);
  });

  it('words typed out of order or cut short name the command that holds each of them', () => {
    expect(shown(arranged('bulk org'))[0]).toBe('Gebruikers in bulk aanmaken in organisatie');
    expect(shown(arranged('bulk organisatie'))[0]).toBe('Gebruikers in bulk aanmaken in organisatie');
    expect(shown(arranged('groep lid')).slice(0, 2).sort()).toEqual([
      'Lid ontkoppelen van groep',
      'Lid toevoegen aan groep',
    ]);
  });

  it('records that start with the query come before those that only contain it, across providers', () => {
    const users = records('users', [
      { key: '1', label: 'jo.ansanne', description: 'jo@voorbeeld.nl' },
      { key: '2', label: 'hanne', description: 'hanne.sanne@voorbeeld.nl' },
    ]);
    const taxonomies = records('taxonomies', [{ key: '5', label: 'Sanne’s vaktermen' }]);
    const order = shown(arranged('sanne', [users, taxonomies])).filter((entry) =>
      entry.startsWith('record:'),
    );
    expect(order).toEqual(['record:Sanne’s vaktermen', 'record:hanne', 'record:jo.ansanne']);
  });

  it('commands not available here come after the available ones, even when the query names them', () => {
    const unavailable = new Set(['navigation.organizations', 'users.block']);
    const available = (command: Command) => !unavailable.has(command.id);
    const order = shown(arranged('organisaties', [], available));
    expect(order[0]).not.toBe('Ga naar Organisaties');
    expect(order.at(-1)).toBe('Ga naar Organisaties');
    const blok = shown(arranged('blok', [sanne], available));
    expect(blok[0]).toBe('Inlogblokkade opheffen');
    expect(blok.at(-1)).toBe('Blokkeer Gebruiker');
  });

  it('without a query, the unavailable commands of a section come after its available ones', () => {
    const groups = arranged('', [], (command) => command.id !== 'navigation.dashboard');
    const navigation = groups.find((group) => group.kind === 'commands' && group.section === 'navigation');
    const titles = shown(navigation ? [navigation] : []);
    expect(titles.at(-1)).toBe('Ga naar Dashboard');
    expect(titles).toHaveLength(11);
  });

  it('"organisaties" with nothing found keeps fuse.js\'s order under no heading', () => {
    const groups = arranged('organisaties');
    expect(groups.every((group) => group.kind === 'commands')).toBe(true);
    expect(groups[0]).toMatchObject({ section: 'results' });
    expect(shown(groups)).toHaveLength(
      rankCommands(visible, 'organisaties', { recent: [], screen: null }).length,
    );
  });
});
