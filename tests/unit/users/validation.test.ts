import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../../src/api/download';
import { BULK_PASSWORD_LENGTH, bulkSummary, randomPassword } from '../../../src/commands/users/bulkCreate';
import { PASSWORD_MIN, validateIdentity, validateNewUser } from '../../../src/commands/users/create';
import { changesOf, draftOf } from '../../../src/commands/users/update';
import { user as userSchema } from '../../../src/api/schemas/users';
import { messages } from '../../../src/messages';
import { formatDateTime, formatDuration } from '../../../src/messages/format';
import { visibleRange } from '../../../src/screens/common/VirtualTable';
import { filterUsers, userDisplayName } from '../../../src/state/users';
import { userJson } from './support';

const valid = { username: 'jan', email: 'jan@voorbeeld.nl', password: 'geheim-12' };

describe('single user validation', () => {
  it('accepts a complete draft', () => {
    expect(validateNewUser(valid)).toEqual({});
  });

  it('requires username, e-mail and temporary password', () => {
    expect(validateNewUser({ username: ' ', email: '', password: '' })).toEqual({
      username: 'Gebruikersnaam is verplicht.',
      email: 'E-mailadres is verplicht.',
      password: 'Tijdelijk wachtwoord is verplicht.',
    });
  });

  it('checks the e-mail format', () => {
    expect(validateNewUser({ ...valid, email: 'jan@' }).email).toBe('Voer een geldig e-mailadres in.');
    expect(validateIdentity({ username: 'jan', email: 'jan voorbeeld.nl' }).email).toBe(
      'Voer een geldig e-mailadres in.',
    );
  });

  it('asks for the server minimum password length', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(validateNewUser({ ...valid, password: 'kort' }).password).toBe(
      'Het wachtwoord moet minstens 8 tekens hebben.',
    );
  });
});

describe('bulk outcome texts', () => {
  const b = messages.users.bulk;

  it('has the spec texts', () => {
    expect(b.createError('a@b.nl', 'Bestaat al')).toBe('Fout bij aanmaken a@b.nl: Bestaat al');
    expect(b.unknownReason).toBe('Onbekende fout');
    expect(b.problems(2)).toBe('Problemen bij het aanmaken van 2 gebruiker(s)');
    expect(b.noneCreated).toBe('Geen gebruikers aangemaakt.');
    expect(b.unexpected('kapot')).toBe('Onverwachte fout tijdens bulkverwerking: kapot');
    expect(b.created(3)).toBe('3 gebruiker(s) succesvol aangemaakt.');
  });

  it('summarises success, partial failure and total failure', () => {
    expect(bulkSummary({ created: 2, failures: [] })).toEqual({
      success: '2 gebruiker(s) succesvol aangemaakt.',
      problem: null,
    });
    expect(bulkSummary({ created: 1, failures: ['x'] })).toEqual({
      success: '1 gebruiker(s) succesvol aangemaakt.',
      problem: 'Problemen bij het aanmaken van 1 gebruiker(s)',
    });
    expect(bulkSummary({ created: 0, failures: ['x', 'y'] })).toEqual({
      success: null,
      problem: 'Problemen bij het aanmaken van 2 gebruiker(s). Geen gebruikers aangemaakt.',
    });
  });

  it('makes random 8-character passwords', () => {
    const a = randomPassword();
    expect(a).toHaveLength(BULK_PASSWORD_LENGTH);
    expect(BULK_PASSWORD_LENGTH).toBe(8);
    expect(a).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(new Set(Array.from({ length: 20 }, () => randomPassword())).size).toBeGreaterThan(15);
  });
});

describe('edit mode changes', () => {
  const user = userSchema.parse(userJson(3, { organization_name: 'Acme', level: 'Pro' }));

  it('sends only what changed', () => {
    const draft = draftOf(user);
    expect(changesOf(user, draft)).toEqual({});
    expect(changesOf(user, { ...draft, level: 'Debug', is_admin: true })).toEqual({
      level: 'Debug',
      is_admin: true,
    });
  });

  it('an emptied organisation unlinks (null)', () => {
    expect(changesOf(user, { ...draftOf(user), organization_name: '  ' })).toEqual({
      organization_name: null,
    });
  });
});

describe('user search and naming', () => {
  const users = [
    userSchema.parse(userJson(1, { username: 'Jan', email: 'jan@acme.nl' })),
    userSchema.parse(userJson(2, { username: 'piet', email: 'PIET@Example.com' })),
    userSchema.parse(userJson(3, { username: 'kees@acme.nl', email: 'kees@acme.nl' })),
  ];

  it('matches username or e-mail, case-insensitive', () => {
    expect(filterUsers(users, 'JAN').map((u) => u.id)).toEqual([1]);
    expect(filterUsers(users, 'example').map((u) => u.id)).toEqual([2]);
    expect(filterUsers(users, 'acme').map((u) => u.id)).toEqual([1, 3]);
    expect(filterUsers(users, '  ')).toBe(users);
    expect(filterUsers(users, 'acme', 1).map((u) => u.id)).toEqual([1]);
  });

  it('names a user by e-mail, with the username in brackets when it differs', () => {
    expect(userDisplayName(users[0]!)).toBe('jan@acme.nl (Jan)');
    expect(userDisplayName(users[2]!)).toBe('kees@acme.nl');
  });
});

describe('downloads', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="Overleg_1.txt"')).toBe('Overleg_1.txt');
    expect(fileNameFromDisposition('attachment; filename=plain.mp3')).toBe('plain.mp3');
    expect(
      fileNameFromDisposition(
        `attachment; filename="Overleg_c_fe.txt"; filename*=UTF-8''Overleg_%C3%A7_f%C3%A9.txt`,
      ),
    ).toBe('Overleg_ç_fé.txt');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('has the spec default names', () => {
    const t = messages.users.transcriptions;
    expect(t.defaultTranscriptName(7)).toBe('transcript_7.txt');
    expect(t.defaultAudioName(7)).toBe('audio_7.mp3');
    expect(t.defaultSummaryName(3, 7)).toBe('summary_3_7.txt');
  });
});

describe('formatting (nl-NL)', () => {
  it('formats dates in Dutch and durations as m:ss', () => {
    expect(formatDateTime('2026-01-15T09:30:00Z')).toMatch(/15 jan\.? 2026/);
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('geen datum')).toBe('-');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('-');
  });
});

describe('windowed rows', () => {
  it('renders the visible rows plus overscan, clamped to the list', () => {
    expect(visibleRange(10_000, 0, 480, 48, 5)).toEqual({ start: 0, end: 16 });
    expect(visibleRange(10_000, 48 * 100, 480, 48, 5)).toEqual({ start: 95, end: 116 });
    expect(visibleRange(20, 48 * 100, 480, 48, 5)).toEqual({ start: 4, end: 20 });
    expect(visibleRange(3, 0, 480, 48, 5)).toEqual({ start: 0, end: 3 });
  });
});
