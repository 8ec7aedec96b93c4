// What a push makes of a summary, without a platform: the note body in TEXT, MARKDOWN and HTML, the Notion
// blocks within Notion's limits, the placeholders, the Retry-After and backoff arithmetic, and the secrets
// (names from variables and files, values never beyond `readSecret`).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { retryAfterSeconds } from '../src/exports/failures';
import { escapeMarkdown, NOTE_BODY_MAX, noteBody, SHORTENED } from '../src/exports/noteBody';
import { NOTION_TEXT_MAX, notionBlocks, splitText } from '../src/exports/notionBlocks';
import { fillPlaceholders, meetingDate } from '../src/exports/placeholders';
import { retryDelaySeconds } from '../src/exports/pushJob';
import { readSecret, secretNames, secretVariablesOf } from '../src/exports/secrets';
import { parseSummaryText } from '../src/exports/summaryText';
import { silentLogger } from '../src/logger';

const SUMMARY = [
  'Notulen MT, 12 maart',
  'Aanwezig: Jan, Piet.',
  '',
  '1. Begroting',
  'De begroting is *rond* & goedgekeurd <vandaag>.',
  '2) Planning',
  '',
  '- actie_een voor [Jan]',
  '* actie twee',
  '• actie drie',
  '',
  '# geen kop',
].join('\r\n');

describe('the summary as text blocks', () => {
  it('reads paragraphs, bulleted and numbered lists, ending a block at a blank line', () => {
    expect(parseSummaryText(SUMMARY)).toEqual([
      { kind: 'paragraph', lines: ['Notulen MT, 12 maart', 'Aanwezig: Jan, Piet.'] },
      { kind: 'numbered', start: 1, items: ['Begroting'] },
      { kind: 'paragraph', lines: ['De begroting is *rond* & goedgekeurd <vandaag>.'] },
      { kind: 'numbered', start: 2, items: ['Planning'] },
      { kind: 'bullets', items: ['actie_een voor [Jan]', 'actie twee', 'actie drie'] },
      { kind: 'paragraph', lines: ['# geen kop'] },
    ]);
    expect(parseSummaryText('a\u0000b\u0007\n\n\n')).toEqual([{ kind: 'paragraph', lines: ['ab'] }]);
    expect(parseSummaryText('   ')).toEqual([]);
  });
});

describe('the note body', () => {
  it('is the title and the text as written in TEXT', () => {
    expect(noteBody('TEXT', 'Titel', SUMMARY)).toBe(
      [
        'Titel',
        'Notulen MT, 12 maart\nAanwezig: Jan, Piet.',
        '1. Begroting',
        'De begroting is *rond* & goedgekeurd <vandaag>.',
        '2. Planning',
        '- actie_een voor [Jan]\n- actie twee\n- actie drie',
        '# geen kop',
      ].join('\n\n'),
    );
  });

  it('escapes Markdown so the text reads as written, with lists as lists and line breaks kept', () => {
    expect(noteBody('MARKDOWN', 'Titel #1', SUMMARY)).toBe(
      [
        '## Titel \\#1',
        'Notulen MT, 12 maart\\\nAanwezig: Jan, Piet.',
        '1. Begroting',
        'De begroting is \\*rond\\* & goedgekeurd \\<vandaag\\>.',
        '2. Planning',
        '- actie\\_een voor \\[Jan\\]\n- actie twee\n- actie drie',
        '\\# geen kop',
      ].join('\n\n'),
    );
    expect(escapeMarkdown('- geen lijst')).toBe('\\- geen lijst');
    expect(escapeMarkdown('2024. was een jaar')).toBe('2024\\. was een jaar');
  });

  it('escapes HTML and marks paragraphs and lists up', () => {
    expect(noteBody('HTML', 'Titel <b>', SUMMARY)).toBe(
      [
        '<h3>Titel &lt;b&gt;</h3>',
        '<p>Notulen MT, 12 maart<br>Aanwezig: Jan, Piet.</p>',
        '<ol><li>Begroting</li></ol>',
        '<p>De begroting is *rond* &amp; goedgekeurd &lt;vandaag&gt;.</p>',
        '<ol start="2"><li>Planning</li></ol>',
        '<ul><li>actie_een voor [Jan]</li><li>actie twee</li><li>actie drie</li></ul>',
        '<p># geen kop</p>',
      ].join('\n'),
    );
  });

  it('stays within HubSpot’s limit, ending with the shortening line', () => {
    const long = Array.from({ length: 2000 }, (_v, i) => `Alinea ${i} ${'tekst '.repeat(10)}`).join('\n\n');
    for (const format of ['TEXT', 'MARKDOWN', 'HTML'] as const) {
      const body = noteBody(format, 'Lang', long);
      expect(body.length).toBeLessThanOrEqual(NOTE_BODY_MAX);
      expect(body).toContain(SHORTENED);
      expect(body.length).toBeGreaterThan(NOTE_BODY_MAX - 500);
    }
    // One paragraph longer than the limit is cut, not dropped.
    const one = noteBody('HTML', 'Eén', '<'.repeat(100_000));
    expect(one.length).toBeLessThanOrEqual(NOTE_BODY_MAX);
    expect(one).toMatch(/^<h3>Eén<\/h3>\n<p>(&lt;)+<\/p>\n<p><em>/);
  });
});

describe('the Notion blocks', () => {
  it('keeps every rich-text item within 2000 characters without splitting a surrogate pair', () => {
    const text = `${'a'.repeat(1999)}😀${'b'.repeat(3000)}`;
    const pieces = splitText(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces.every((p) => p.length <= NOTION_TEXT_MAX)).toBe(true);
    expect(pieces[0]).toBe('a'.repeat(1999));
    const words = splitText(`${'woord '.repeat(500)}`.trim());
    expect(words.join('')).toBe(`${'woord '.repeat(500)}`.trim());
    expect(words[0]!.endsWith(' ')).toBe(true);
  });

  it('makes paragraphs, list items, and more blocks past 100 rich-text items', () => {
    const blocks = notionBlocks('Eerste\nregel\n\n- punt\n1. stap');
    expect(blocks).toEqual([
      {
        object: 'block',
        type: 'paragraph',
        paragraph: { rich_text: [{ type: 'text', text: { content: 'Eerste\nregel' } }] },
      },
      {
        object: 'block',
        type: 'bulleted_list_item',
        bulleted_list_item: { rich_text: [{ type: 'text', text: { content: 'punt' } }] },
      },
      {
        object: 'block',
        type: 'numbered_list_item',
        numbered_list_item: { rich_text: [{ type: 'text', text: { content: 'stap' } }] },
      },
    ]);
    const huge = notionBlocks('x'.repeat(NOTION_TEXT_MAX * 150));
    expect(huge).toHaveLength(2);
    const items = huge.map((b) => (b.type === 'paragraph' ? b.paragraph.rich_text.length : 0));
    expect(items).toEqual([100, 50]);
  });
});

describe('placeholders, Retry-After and backoff', () => {
  it('fills the known placeholders and leaves others as written', () => {
    const values = {
      document_name: 'Overleg',
      meeting_type: 'Notulen',
      meeting_date: '2026-03-12',
      owner: 'jan',
      organization_name: 'Gemeente',
    };
    expect(
      fillPlaceholders(
        '{{document_name}} – {{ meeting_type }} {{meeting_date}} {{owner}} {{organization_name}} {{x}}',
        values,
      ),
    ).toBe('Overleg – Notulen 2026-03-12 jan Gemeente {{x}}');
    // Dutch time: late in the evening UTC is the next day in Amsterdam.
    expect(meetingDate(new Date('2026-03-12T23:30:00Z'))).toBe('2026-03-13');
  });

  it('reads Retry-After as seconds or a date, and waits the longer of it and the backoff', () => {
    const now = Date.parse('2026-03-12T10:00:00Z');
    expect(retryAfterSeconds('3', now)).toBe(3);
    expect(retryAfterSeconds('0.2', now)).toBe(1);
    expect(retryAfterSeconds('Thu, 12 Mar 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('morgen', now)).toBeNull();
    expect(retryAfterSeconds(undefined, now)).toBeNull();
    expect(retryAfterSeconds('999999', now)).toBe(3600);
    expect(retryDelaySeconds(10, 1, null)).toBe(10);
    expect(retryDelaySeconds(10, 3, null)).toBe(40);
    expect(retryDelaySeconds(10, 1, 25)).toBe(25);
    expect(retryDelaySeconds(0, 4, null)).toBe(0);
    expect(retryDelaySeconds(3600, 5, null)).toBe(3600);
  });
});

describe('secrets', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'werkbank-geheimen-'));
    await writeFile(path.join(dir, 'UIT_BESTAND'), '  bestand-waarde \n');
    await writeFile(path.join(dir, 'BEIDE'), 'uit-bestand');
    await writeFile(path.join(dir, 'LEEG'), '');
    await writeFile(path.join(dir, 'met spatie'), 'x');
    await mkdir(path.join(dir, 'MAP'));
    await writeFile(path.join(path.dirname(dir), 'BUITEN'), 'buiten-waarde');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(path.join(path.dirname(dir), 'BUITEN'), { force: true });
  });

  it('knows names from WERKBANK_SECRET_ variables and valid, non-empty files; a variable wins', async () => {
    const variables = secretVariablesOf({
      WERKBANK_SECRET_HUBSPOT: ' hub-waarde ',
      WERKBANK_SECRET_BEIDE: 'uit-variabele',
      WERKBANK_SECRET_LEEG: '   ',
      'WERKBANK_SECRET_ongeldig naam': 'x',
      ANDERS: 'y',
    });
    expect(variables.names).toEqual(['BEIDE', 'HUBSPOT']);
    expect(JSON.stringify(variables)).not.toContain('hub-waarde');
    const sources = { variables, dir };
    expect(await secretNames(sources, silentLogger)).toEqual(['BEIDE', 'HUBSPOT', 'UIT_BESTAND']);
    expect(await readSecret(sources, 'HUBSPOT')).toBe('hub-waarde');
    expect(await readSecret(sources, 'BEIDE')).toBe('uit-variabele');
    expect(await readSecret(sources, 'UIT_BESTAND')).toBe('bestand-waarde');
    expect(await readSecret(sources, 'LEEG')).toBeUndefined();
    expect(await readSecret(sources, 'MAP')).toBeUndefined();
    expect(await readSecret(sources, '../BUITEN')).toBeUndefined();
    expect(await readSecret(sources, 'ONBEKEND')).toBeUndefined();
    expect(await secretNames({ variables, dir: path.join(dir, 'bestaat-niet') }, silentLogger)).toEqual([
      'BEIDE',
      'HUBSPOT',
    ]);
  });
});

describe('configuration', () => {
  it('reads the export variables with their defaults and bounds, and keeps secret values out of sight', () => {
    expect(loadConfig({ ENVIRONMENT: 'test' }).exports).toMatchObject({
      hubspotBaseUrl: 'https://api.hubapi.com',
      notionBaseUrl: 'https://api.notion.com',
      timeoutSeconds: 30,
      retryLimit: 5,
      retryDelaySeconds: 10,
      secretsDir: undefined,
    });
    const custom = loadConfig({
      HUBSPOT_BASE_URL: 'http://127.0.0.1:4416/',
      NOTION_BASE_URL: '',
      SECRETS_DIR: 'geheimen',
      EXPORT_RETRY_DELAY_SECONDS: '0',
      WERKBANK_SECRET_CRM: 'waarde-van-crm',
    });
    expect(custom.exports).toMatchObject({
      hubspotBaseUrl: 'http://127.0.0.1:4416',
      notionBaseUrl: 'https://api.notion.com',
      retryDelaySeconds: 0,
      secretsDir: path.resolve('geheimen'),
    });
    expect(custom.exports.secretVariables.names).toEqual(['CRM']);
    expect(JSON.stringify(custom)).not.toContain('waarde-van-crm');
    for (const [name, value] of [
      ['HUBSPOT_BASE_URL', 'ftp://crm.example'],
      ['NOTION_BASE_URL', 'geen adres'],
      ['EXPORT_TIMEOUT_SECONDS', '0'],
      ['EXPORT_RETRY_LIMIT', '21'],
      ['EXPORT_RETRY_DELAY_SECONDS', '-1'],
    ]) {
      expect(() => loadConfig({ [name!]: value }), name).toThrow(ConfigError);
      expect(() => loadConfig({ [name!]: value }), name).toThrow(name);
    }
  });
});
