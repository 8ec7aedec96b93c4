// The retention commands, headless against a Jotai store and a stand-in server.
import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability, permitted } from '../../../src/commands/availability';
import { retentionCommands } from '../../../src/commands/retention';
import { removalConfirmation } from '../../../src/commands/retention/shared';
import {
  defaultBeyondMaximumMessage,
  exceedsMaximumMessage,
  KEEP_EVERYTHING,
  removedByRetentionMessage,
  type RetentionDryRun,
  type RetentionPeriods,
  type RetentionRemoval,
} from '../../../src/api/schemas/retention';
import { organizationsAtom } from '../../../src/state/organizations';
import {
  dryRunOf,
  loadOrganizationRetention,
  loadPlatformRetention,
  loadRemovalLog,
  removalLogOf,
  retentionOffered,
} from '../../../src/state/retention';
import {
  organizationDraftOfStore,
  periodsDraftOf,
  platformDraftOfStore,
  setOrganizationDraft,
  setPlatformDraft,
} from '../../../src/state/retentionDrafts';
import { screenContextAtom } from '../../../src/state/screen';
import { pathOf, requestsOf, signedInContext, zandvoortContext } from '../support/ctx';
import { json, type RecordedCall } from '../support/http';

beforeEach(() => localStorage.clear());

const requests = requestsOf;

const periods = (
  audio: number | null,
  transcript: number | null,
  summary: number | null,
): RetentionPeriods => ({
  audio_days: audio,
  transcript_days: transcript,
  summary_days: summary,
});

const impact = (count: number, bytes = 0) => ({
  count,
  bytes,
  unknown_size: 0,
  oldest: count ? '2025-01-02T10:00:00Z' : null,
  newest: count ? '2025-03-04T10:00:00Z' : null,
});

const dryRun = (audio = 0, transcript = 0, summary = 0): RetentionDryRun => ({
  as_of: '2026-11-28T10:00:00Z',
  effective: null,
  audio: impact(audio, audio * 100_000_000),
  transcript: impact(transcript, transcript * 1_000),
  summary: impact(summary, summary * 500),
  users: [],
  users_total: audio + transcript + summary > 0 ? 3 : 0,
  organizations_total: audio + transcript + summary > 0 ? 1 : 0,
});

const removal = (id: number): RetentionRemoval => ({
  id,
  removed_at: '2026-11-28T03:00:00Z',
  kind: 'audio',
  organization_id: 5,
  user_id: 9,
  username: 'jan',
  transcription_id: id,
  summary_id: null,
  item_name: `Raadsvergadering ${id}`,
  item_created_at: '2025-01-02T10:00:00Z',
  bytes: 1_000,
  policy_days: 30,
  policy_source: 'organization',
});

/** A stand-in for the reference server's retention of organisation 5 and the platform. */
function retentionServer(options: { removes?: RetentionDryRun; offered?: boolean } = {}) {
  const state = {
    platform: { default: periods(180, null, null), maximum: periods(365, null, null) },
    policy: null as RetentionPeriods | null,
  };
  const organization = () => ({
    organization_id: 5,
    policy: state.policy,
    default: state.platform.default,
    maximum: state.platform.maximum,
    effective: state.policy ?? state.platform.default,
    changes: [],
  });
  const handler = (call: RecordedCall) => {
    const path = pathOf(call);
    if (options.offered === false && path.includes('retention')) return json(404, { detail: 'Not Found' });
    switch (`${call.method} ${path.replace(/\?.*$/, '')}`) {
      case 'GET admin/retention':
        return json(200, { ...state.platform, changes: [] });
      case 'PUT admin/retention':
        state.platform = call.body as typeof state.platform;
        return json(200, {
          message: 'Standaard bewaartermijnen opgeslagen.',
          retention: { ...state.platform, changes: [] },
        });
      case 'POST admin/retention/dry-run':
      case 'POST admin/organizations/5/retention/dry-run':
        return json(200, options.removes ?? dryRun());
      case 'GET admin/organizations/5/retention':
        return json(200, organization());
      case 'PUT admin/organizations/5/retention':
        state.policy = (call.body as { policy: RetentionPeriods | null }).policy;
        return json(200, { message: 'Bewaartermijnen opgeslagen.', retention: organization() });
      case 'POST admin/retention/run':
        return json(202, { message: 'De verwijderronde is gestart.' });
      case 'GET admin/organizations/5/retention/removals':
      case 'GET admin/retention/removals': {
        const before = new URL(call.url).searchParams.get('before');
        return before
          ? json(200, { removals: [removal(2), removal(1)], next_before: null })
          : json(200, { removals: [removal(4), removal(3)], next_before: 3 });
      }
      case 'GET admin/organizations/5/retention/removals/export':
      case 'GET admin/retention/removals/export':
        return new Response('id,kind\n4,audio\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      default:
        return json(404, { detail: `Onbekend: ${call.method} ${path}` });
    }
  };
  return { state, handler };
}

function withServer(options: Parameters<typeof retentionServer>[0] = {}, role = 'superuser') {
  const server = retentionServer(options);
  return { ...zandvoortContext(server.handler, role), server };
}

const onRetentionTab = {
  screen: 'organizationDetail' as const,
  ids: { organizationId: '5', tab: 'retention' },
};

describe('the retention commands', () => {
  it('are registered with Dutch titles; the organisation ones ask for the organisation', async () => {
    for (const command of retentionCommands) expect(registry.get(command.id)).toBe(command);
    expect(retentionCommands.map((c) => c.title)).toEqual([
      'Bewaarbeleid van een organisatie bekijken',
      'Bewaarbeleid van een organisatie: proefrun',
      'Bewaarbeleid van een organisatie opslaan',
      'Verwijderlog van een organisatie exporteren (CSV)',
      'Standaard bewaarbeleid: proefrun',
      'Standaard bewaarbeleid opslaan',
      'Verwijderronde nu starten',
      'Verwijderlog exporteren (CSV)',
      'Verwijderlog: meer laden',
      'Verwijderlog verversen',
      'Bewaarbeleid: wijzigingen annuleren',
    ]);
    const { ctx } = withServer();
    const picker = registry.get('organizations.viewRetention')!.argPickers.organizationId!;
    expect(await picker.options(ctx, 'zand', {})).toEqual([
      { value: '5', label: 'Gemeente Zandvoort', description: expect.any(String) },
    ]);
  });

  it("are an organisation administrator's for their organisation, the platform's for platform administrators", () => {
    const { store } = withServer({}, 'org_admin');
    const allowed = retentionCommands.filter((command) => permitted(command, store)).map((c) => c.id);
    expect(allowed).toEqual([
      'organizations.viewRetention',
      'organizations.dryRunRetention',
      'organizations.saveRetention',
      'organizations.exportRetentionRemovals',
      'retention.loadMoreRemovals',
      'retention.refreshRemovals',
      'retention.cancelEdit',
    ]);
    expect(permitted(registry.get('navigation.retention')!, store)).toBe(false);
  });
});

describe('organizations.viewRetention', () => {
  it("opens the organisation's retention tab", async () => {
    const { ctx, navigations } = withServer();
    await executeCommand('organizations.viewRetention', { organizationId: 5 }, ctx);
    expect(navigations).toEqual(['/organizations/5?tab=retention']);
  });
});

describe('organizations.dryRunRetention', () => {
  it('asks the dry run for the policy as typed, and keeps the answer for the tab', async () => {
    const { ctx, store, calls } = withServer({ removes: dryRun(2, 0, 1) });
    store.set(screenContextAtom, onRetentionTab);
    setOrganizationDraft(store, 5, { followDefault: false, policy: periodsDraftOf(periods(30, null, 90)) });
    await executeCommand('organizations.dryRunRetention', {}, ctx);
    const asked = calls.find((c) => pathOf(c) === 'admin/organizations/5/retention/dry-run');
    expect(asked?.body).toEqual({ policy: periods(30, null, 90) });
    expect(dryRunOf(store, 5).data?.result.audio.count).toBe(2);
  });

  it('refuses a period beyond the platform maximum in the contract’s words, without asking the server', async () => {
    const { ctx, store, calls, toasts } = withServer();
    setOrganizationDraft(store, 5, {
      followDefault: false,
      policy: periodsDraftOf(periods(400, null, null)),
    });
    const result = await executeCommand('organizations.dryRunRetention', { organizationId: 5 }, ctx);
    expect(result.status).toBe('failed');
    expect(toasts.at(-1)?.message).toBe(exceedsMaximumMessage('audio', 365));
    expect(requests(calls)).not.toContain('POST admin/organizations/5/retention/dry-run');
  });

  it('refuses keeping a kind that has a maximum, and days that are not whole', async () => {
    const { ctx, store, toasts } = withServer();
    setOrganizationDraft(store, 5, { followDefault: false, policy: periodsDraftOf(KEEP_EVERYTHING) });
    await executeCommand('organizations.dryRunRetention', { organizationId: 5 }, ctx);
    expect(toasts.at(-1)?.message).toBe(exceedsMaximumMessage('audio', 365));
    setOrganizationDraft(store, 5, {
      followDefault: false,
      policy: { ...periodsDraftOf(periods(30, null, null)), transcript: { keep: false, days: '1,5' } },
    });
    await executeCommand('organizations.dryRunRetention', { organizationId: 5 }, ctx);
    expect(toasts.at(-1)?.message).toBe(
      'De bewaartermijn voor transcripties moet een heel aantal dagen zijn.',
    );
  });
});

describe('organizations.saveRetention', () => {
  it('runs the dry run first and asks for confirmation naming the figures before it saves', async () => {
    const { ctx, store, calls, confirms, toasts, server } = withServer({ removes: dryRun(12, 30, 0) });
    setOrganizationDraft(store, 5, { followDefault: false, policy: periodsDraftOf(periods(30, 60, null)) });
    await executeCommand('organizations.saveRetention', { organizationId: 5 }, ctx);
    expect(requests(calls).filter((r) => !r.startsWith('GET'))).toEqual([
      'POST admin/organizations/5/retention/dry-run',
      'PUT admin/organizations/5/retention',
    ]);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.description).toContain('12 audiobestanden (1,2 GB)');
    expect(confirms[0]?.description).toContain('30 transcripties (30 kB)');
    expect(confirms[0]?.description).toContain('(1,2 GB) en 30 transcripties');
    expect(confirms[0]?.description).toContain('van 3 gebruikers');
    expect(confirms[0]?.destructive).toBe(true);
    expect(
      removalConfirmation({ ...dryRun(2), audio: { ...impact(2), unknown_size: 2 } }).description,
    ).toContain('2 audiobestanden (omvang onbekend)');
    expect(
      removalConfirmation({ ...dryRun(2), audio: { ...impact(2, 5_000), unknown_size: 1 } }).description,
    ).toContain('2 audiobestanden (5 kB, en 1 van onbekende omvang)');
    expect(server.state.policy).toEqual(periods(30, 60, null));
    expect(organizationDraftOfStore(store, 5)).toBeNull();
    expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Bewaartermijnen opgeslagen.' });
  });

  it('saves nothing when the confirmation is declined', async () => {
    const server = retentionServer({ removes: dryRun(1) });
    const { ctx, store, calls } = signedInContext(server.handler, { confirm: false });
    setOrganizationDraft(store, 5, { followDefault: false, policy: periodsDraftOf(periods(30, null, null)) });
    await executeCommand('organizations.saveRetention', { organizationId: 5 }, ctx);
    expect(requests(calls)).not.toContain('PUT admin/organizations/5/retention');
    expect(organizationDraftOfStore(store, 5)).not.toBeNull();
  });

  it('asks nothing when the policy removes nothing; follow the default sends null', async () => {
    const { ctx, store, confirms, server } = withServer();
    server.state.policy = periods(30, null, null);
    setOrganizationDraft(store, 5, { followDefault: true, policy: periodsDraftOf(periods(30, null, null)) });
    await executeCommand('organizations.saveRetention', { organizationId: 5 }, ctx);
    expect(confirms).toEqual([]);
    expect(server.state.policy).toBeNull();
  });

  it('from the palette without a draft opens the tab', async () => {
    const { ctx, navigations, calls } = withServer();
    await executeCommand('organizations.saveRetention', { organizationId: 5 }, ctx);
    expect(navigations).toEqual(['/organizations/5?tab=retention']);
    expect(requests(calls)).toEqual([]);
  });
});

describe('the platform commands', () => {
  it("refuse a default beyond the maximum beside it, in the contract's words", async () => {
    const { ctx, store, toasts, calls } = withServer();
    await loadPlatformRetention(store, ctx.api);
    setPlatformDraft(store, {
      default: periodsDraftOf(periods(400, null, null)),
      maximum: periodsDraftOf(periods(365, null, null)),
    });
    await executeCommand('retention.savePlatform', {}, ctx);
    expect(toasts.at(-1)?.message).toBe(defaultBeyondMaximumMessage('audio', 365));
    expect(requests(calls)).not.toContain('PUT admin/retention');
  });

  it('save the default and maximum after the dry run', async () => {
    const { ctx, store, server, toasts } = withServer();
    await loadPlatformRetention(store, ctx.api);
    setPlatformDraft(store, {
      default: periodsDraftOf(periods(90, null, null)),
      maximum: periodsDraftOf(periods(365, null, null)),
    });
    await executeCommand('retention.savePlatform', {}, ctx);
    expect(server.state.platform.default).toEqual(periods(90, null, null));
    expect(platformDraftOfStore(store)).toBeNull();
    expect(toasts.at(-1)?.kind).toBe('success');
  });

  it('run the removal now after a confirmation, and show the dry run on the screen', async () => {
    const { ctx, calls, confirms, toasts, store, navigations } = withServer({ removes: dryRun(1) });
    await executeCommand('retention.runNow', {}, ctx);
    expect(confirms[0]?.title).toBe('Verwijderronde nu starten?');
    expect(requests(calls)).toContain('POST admin/retention/run');
    expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'De verwijderronde is gestart.' });
    await executeCommand('retention.dryRunPlatform', {}, ctx);
    expect(navigations).toEqual(['/retention']);
    expect(dryRunOf(store, 'platform').data?.result.audio.count).toBe(1);
  });
});

describe('the removal log', () => {
  it('loads more below the rows shown, by the key of the last row', async () => {
    const { ctx, store, calls } = withServer();
    store.set(screenContextAtom, onRetentionTab);
    await loadRemovalLog(store, ctx.api, 5);
    const loadMore = registry.get('retention.loadMoreRemovals')!;
    expect(availability(loadMore, ctx)).toBe(true);
    await executeCommand(loadMore, {}, ctx);
    expect(pathOf(calls.at(-1)!)).toBe('admin/organizations/5/retention/removals?before=3');
    expect(removalLogOf(store, 5).data?.rows.map((row) => row.id)).toEqual([4, 3, 2, 1]);
    expect(availability(loadMore, ctx)).toEqual({ reason: 'Er zijn geen oudere verwijderingen.' });
    await executeCommand('retention.refreshRemovals', {}, ctx);
    expect(pathOf(calls.at(-1)!)).toBe('admin/organizations/5/retention/removals');
    expect(removalLogOf(store, 5).data?.rows.map((row) => row.id)).toEqual([4, 3]);
  });

  it('is refreshed and paged only where one is on screen', () => {
    const { ctx, store } = withServer();
    store.set(screenContextAtom, {
      screen: 'organizationDetail',
      ids: { organizationId: '5', tab: 'users' },
    });
    expect(availability(registry.get('retention.refreshRemovals')!, ctx)).toEqual({
      reason: 'Open eerst een verwijderlog.',
    });
    store.set(screenContextAtom, { screen: 'retention', ids: {} });
    expect(availability(registry.get('retention.refreshRemovals')!, ctx)).toBe(true);
  });

  it('exports as CSV under a dated name', async () => {
    const { ctx, saved, toasts } = withServer();
    await executeCommand('organizations.exportRetentionRemovals', { organizationId: 5 }, ctx);
    await executeCommand('retention.exportRemovals', {}, ctx);
    expect(saved.map((file) => file.fileName)).toEqual([
      expect.stringMatching(/^verwijderlog-organisatie-5-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^verwijderlog-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    expect(await saved[0]!.file.text()).toContain('4,audio');
    expect(toasts.at(-1)?.kind).toBe('success');
  });
});

describe('a server without retention (the original service)', () => {
  it('is learnt from the platform call; the commands then say so', async () => {
    const { ctx, store } = withServer({ offered: false });
    await expect(loadPlatformRetention(store, ctx.api)).rejects.toThrow(
      'Deze server biedt geen bewaarbeleid aan',
    );
    expect(retentionOffered(store)).toBe(false);
    expect(availability(registry.get('organizations.viewRetention')!, ctx, { organizationId: 5 })).toEqual({
      reason: 'Deze server biedt geen bewaarbeleid aan: alles wordt bewaard.',
    });
    expect(availability(registry.get('navigation.retention')!, ctx)).toEqual({
      reason: 'Deze server biedt dit niet aan.',
    });
  });

  it("is learnt from a known organisation's 404, not from an unknown one's", async () => {
    const { ctx, store } = withServer({ offered: false });
    store.set(organizationsAtom, { data: [], loading: false, error: null });
    await expect(loadOrganizationRetention(store, ctx.api, 5)).rejects.toThrow();
    expect(retentionOffered(store)).toBeUndefined();
    store.set(organizationsAtom, {
      data: [{ id: 5, name: 'Gemeente Zandvoort', user_count: 3, template_count: 0 }],
      loading: false,
      error: null,
    });
    await expect(loadOrganizationRetention(store, ctx.api, 5)).rejects.toThrow();
    expect(retentionOffered(store)).toBe(false);
  });
});

describe('a download of removed content', () => {
  it('shows the 410 message as information, not as an error', async () => {
    const { ctx, toasts, saved } = signedInContext((call) =>
      pathOf(call).startsWith('admin/download/audio/')
        ? json(410, { detail: removedByRetentionMessage.audio })
        : json(200, []),
    );
    const result = await executeCommand('users.downloadAudio', { userId: 9, transcriptionId: 4 }, ctx);
    expect(result.status).toBe('done');
    expect(saved).toEqual([]);
    expect(toasts).toEqual([{ kind: 'info', message: 'Deze audio is verwijderd volgens het bewaarbeleid.' }]);
  });

  it('is left out of the download pickers', async () => {
    const items = [
      { id: 1, name: 'Oud', has_audio: true, transcript_removed_at: '2026-01-01T00:00:00Z', summaries: [] },
      {
        id: 2,
        name: 'Nieuw',
        has_audio: true,
        audio_removed_at: '2026-01-01T00:00:00Z',
        summaries: [
          { id: 7, meeting_type: 'Notulen', removed_at: '2026-01-01T00:00:00Z' },
          { id: 8, meeting_type: 'Actielijst' },
        ],
      },
    ];
    const { ctx } = signedInContext(() => json(200, items));
    const labels = async (command: string, name: string, args: Record<string, unknown>) =>
      (await registry.get(command)!.argPickers[name]!.options(ctx, '', args)).map((o) => o.label);
    expect(await labels('users.downloadTranscript', 'transcriptionId', { userId: 9 })).toEqual(['Nieuw']);
    expect(await labels('users.downloadAudio', 'transcriptionId', { userId: 9 })).toEqual(['Oud']);
    expect(await labels('users.downloadSummary', 'transcriptionId', { userId: 9 })).toEqual(['Nieuw']);
    expect(await labels('users.downloadSummary', 'summaryId', { userId: 9, transcriptionId: 2 })).toEqual([
      'Actielijst',
    ]);
  });
});
