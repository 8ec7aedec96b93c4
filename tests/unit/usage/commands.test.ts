// The usage and cost commands, headless against a Jotai store and a stand-in server.
import { beforeEach, describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability, permitted } from '../../../src/commands/availability';
import { usageCommands } from '../../../src/commands/usage';
import { priceDateTakenMessage, type ModelPrice } from '../../../src/api/schemas/usage';
import { screenContextAtom } from '../../../src/state/screen';
import {
  alertedBudgets,
  reachedThreshold,
  loadOrganizationBudget,
  loadUsageBudgets,
  usageOffered,
} from '../../../src/state/usage';
import { pathOf, requestsOf, zandvoortContext } from '../support/ctx';
import { json, type RecordedCall } from '../support/http';

beforeEach(() => localStorage.clear());

const requests = requestsOf;

const price = (id: number, model: string, validFrom: string): ModelPrice => ({
  id,
  model,
  valid_from: validFrom,
  input_per_million: 3,
  cached_per_million: 0.3,
  output_per_million: 15,
  valid_until: null,
  updated_at: '2026-11-01T10:00:00Z',
  updated_by: 'admin',
});

const status = (threshold: number | null) => ({
  organization: { id: 5, name: 'Gemeente Zandvoort' },
  budget: {
    kind: 'eur',
    amount: 100,
    thresholds: [80, 100],
    updated_at: '2026-11-01T10:00:00Z',
    updated_by: 'admin',
  },
  month: '202611',
  used: 85.5,
  unpriced_tokens: 0,
  percent: 85.5,
  forecast: 95,
  forecast_percent: 95,
  alerted_threshold: threshold,
});

/** A stand-in for the reference server's usage: prices, organisation 5's budget, the export. */
function usageServer(options: { offered?: boolean; taken?: boolean } = {}) {
  const state = { prices: [price(1, 'claude', '2026-01-01')], budget: null as unknown };
  const handler = (call: RecordedCall) => {
    const path = pathOf(call);
    if (options.offered === false && path.includes('usage')) return json(404, { detail: 'Not Found' });
    if (options.offered === false && path.endsWith('/budget')) return json(404, { detail: 'Not Found' });
    switch (`${call.method} ${path.replace(/\?.*$/, '')}`) {
      case 'GET admin/usage/prices':
        return json(200, {
          prices: state.prices,
          models: [
            {
              model: 'claude',
              current: state.prices[0] ?? null,
              last_used: '2026-11-27',
              unpriced_tokens: 0,
            },
            { model: 'qwen', current: null, last_used: null, unpriced_tokens: 1200 },
          ],
        });
      case 'POST admin/usage/prices': {
        const body = call.body as { model: string; valid_from: string };
        if (options.taken) return json(409, { detail: priceDateTakenMessage(body.model, body.valid_from) });
        const saved = { ...price(2, body.model, body.valid_from), ...body };
        state.prices.push(saved);
        return json(201, { message: 'Prijs opgeslagen.', price: saved });
      }
      case 'PUT admin/usage/prices/1':
        return json(200, { message: 'Prijs gewijzigd.', price: { ...price(1, 'claude', '2026-01-01') } });
      case 'DELETE admin/usage/prices/1':
        state.prices = [];
        return json(200, { message: 'Prijs verwijderd.' });
      case 'GET admin/usage/budgets':
        return json(200, {
          month: '202611',
          items: [status(80), { ...status(null), percent: 10, organization: { id: 6, name: 'B' } }],
        });
      case 'GET admin/organizations/5/budget':
        return json(200, { status: state.budget ? status(null) : null, alerts: [] });
      case 'PUT admin/organizations/5/budget':
        state.budget = call.body;
        return json(200, { message: 'Budget opgeslagen.' });
      case 'DELETE admin/organizations/5/budget':
        state.budget = null;
        return json(200, { message: 'Budget verwijderd.' });
      case 'GET admin/usage/export':
        return new Response('organisatie,model\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      default:
        return json(404, { detail: `Onbekend: ${call.method} ${path}` });
    }
  };
  return { state, handler };
}

function withServer(options: Parameters<typeof usageServer>[0] = {}, role = 'superuser') {
  const server = usageServer(options);
  return { ...zandvoortContext(server.handler, role), server };
}

const priceArgs = { model: 'gemini', validFrom: '2026-11-01', input: '1,25', cached: '0', output: '5' };

describe('the usage commands', () => {
  it('are registered with Dutch titles; the palette offers models, prices and months', async () => {
    for (const command of usageCommands) expect(registry.get(command.id)).toBe(command);
    expect(usageCommands.map((c) => c.title)).toEqual([
      'Budget van een organisatie bekijken',
      'Budget van een organisatie instellen',
      'Budget van een organisatie verwijderen',
      'Modelprijs toevoegen',
      'Modelprijs wijzigen',
      'Modelprijs verwijderen',
      'Gebruik en kosten van een maand exporteren (CSV)',
    ]);
    const { ctx } = withServer();
    const models = registry.get('usage.addPrice')!.argPickers.model!;
    expect(await models.options(ctx, '', {})).toEqual([
      { value: 'claude', label: 'claude' },
      { value: 'qwen', label: 'qwen', description: 'Geen prijs' },
    ]);
    expect((await models.options(ctx, 'mistral', {})).at(-1)).toEqual({
      value: 'mistral',
      label: '“mistral”',
    });
    const prices = registry.get('usage.deletePrice')!.argPickers.priceId!;
    expect(await prices.options(ctx, 'clau', {})).toEqual([
      { value: '1', label: 'claude vanaf 2026-01-01', description: '3 / 0.3 / 15' },
    ]);
    const months = await registry.get('usage.exportMonth')!.argPickers.month!.options(ctx, '', {});
    expect(months).toHaveLength(12);
    expect(months[0]?.value).toMatch(/^\d{6}$/);
    // Changing a price offers its present amounts.
    const input = registry.get('usage.editPrice')!.argPickers.input!;
    expect(await input.options(ctx, '', { priceId: '1' })).toEqual([{ value: '3', label: '“3”' }]);
  });

  it("are an organisation administrator's for their budget; prices and the export are the platform's", () => {
    const { store } = withServer({}, 'org_admin');
    const allowed = usageCommands.filter((command) => permitted(command, store)).map((c) => c.id);
    expect(allowed).toEqual([
      'organizations.viewBudget',
      'organizations.setBudget',
      'organizations.removeBudget',
    ]);
    expect(permitted(registry.get('navigation.usage')!, store)).toBe(false);
    expect(registry.get('navigation.usage')!.keybinding).toBe('g k');
  });
});

describe('the price commands', () => {
  it('add a price with Dutch amounts, as the contract writes it', async () => {
    const { ctx, calls, toasts } = withServer();
    await executeCommand('usage.addPrice', priceArgs, ctx);
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      model: 'gemini',
      valid_from: '2026-11-01',
      input_per_million: 1.25,
      cached_per_million: 0,
      output_per_million: 5,
    });
    expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Prijs opgeslagen.' });
  });

  it("refuse a wrong amount in the contract's words without asking the server", async () => {
    const { ctx, calls, toasts } = withServer();
    const result = await executeCommand('usage.addPrice', { ...priceArgs, output: '-1' }, ctx);
    expect(result.status).toBe('failed');
    expect(toasts.at(-1)?.message).toBe('De prijs voor uitvoertokens kan niet negatief zijn.');
    await executeCommand('usage.addPrice', { ...priceArgs, input: '0,12345' }, ctx);
    expect(toasts.at(-1)?.message).toBe('De prijs voor invoertokens heeft hoogstens 4 decimalen.');
    expect(requests(calls)).not.toContain('POST admin/usage/prices');
  });

  it("show the server's refusal of a date already taken", async () => {
    const { ctx, toasts } = withServer({ taken: true });
    await executeCommand('usage.addPrice', priceArgs, ctx);
    expect(toasts.at(-1)?.message).toBe(
      `Kon de modelprijs niet toevoegen. ${priceDateTakenMessage('gemini', '2026-11-01')}`,
    );
  });

  it('change a price keeping its model, and remove one after a confirmation', async () => {
    const { ctx, calls, confirms } = withServer();
    await executeCommand(
      'usage.editPrice',
      { priceId: 1, validFrom: '2026-02-01', input: 4, cached: 0.4, output: 16 },
      ctx,
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      model: 'claude',
      valid_from: '2026-02-01',
      input_per_million: 4,
      cached_per_million: 0.4,
      output_per_million: 16,
    });
    await executeCommand('usage.deletePrice', { priceId: 1 }, ctx);
    expect(confirms.at(-1)?.description).toContain('claude vanaf 2026-01-01');
    expect(requests(calls)).toContain('DELETE admin/usage/prices/1');
  });
});

describe('usage.exportMonth', () => {
  it('downloads the month on screen as gebruik-en-kosten-{month}.csv', async () => {
    const { ctx, store, calls, saved } = withServer();
    store.set(screenContextAtom, { screen: 'usage', ids: { month: '202610' } });
    await executeCommand('usage.exportMonth', {}, ctx);
    expect(requests(calls)).toEqual(['GET admin/usage/export?month=202610']);
    expect(saved[0]?.fileName).toBe('gebruik-en-kosten-202610.csv');
  });
});

describe('the budget commands', () => {
  it('open the Budget tab, set a budget with the thresholds sorted, and remove it after a confirmation', async () => {
    const { ctx, navigations, server, confirms } = withServer();
    await executeCommand('organizations.viewBudget', { organizationId: 5 }, ctx);
    expect(navigations).toEqual(['/organizations/5?tab=budget']);
    await executeCommand(
      'organizations.setBudget',
      { organizationId: 5, kind: 'eur', amount: '1.250,50', thresholds: '100, 50 80' },
      ctx,
    );
    expect(server.state.budget).toEqual({ kind: 'eur', amount: 1250.5, thresholds: [50, 80, 100] });
    await executeCommand('organizations.removeBudget', { organizationId: 5 }, ctx);
    expect(confirms.at(-1)?.description).toContain('Gemeente Zandvoort');
    expect(server.state.budget).toBeNull();
  });

  it('refuse a budget the contract refuses, in its words', async () => {
    const { ctx, toasts, calls } = withServer();
    await executeCommand(
      'organizations.setBudget',
      { organizationId: 5, kind: 'tokens', amount: '1,5', thresholds: '80' },
      ctx,
    );
    expect(toasts.at(-1)?.message).toBe('Een budget in tokens is een heel aantal.');
    await executeCommand(
      'organizations.setBudget',
      { organizationId: 5, kind: 'eur', amount: '10', thresholds: '80, 80' },
      ctx,
    );
    expect(toasts.at(-1)?.message).toBe('Elke drempel komt één keer voor.');
    expect(requests(calls)).not.toContain('PUT admin/organizations/5/budget');
  });

  it('cannot remove a budget the organisation does not have', async () => {
    const { ctx, store } = withServer();
    await loadOrganizationBudget(store, ctx.api, 5);
    expect(availability(registry.get('organizations.removeBudget')!, ctx, { organizationId: 5 })).toEqual({
      reason: 'Nog geen budget ingesteld.',
    });
  });
});

describe('a server without usage and cost', () => {
  it('is learnt from the first answer; the commands then say so', async () => {
    const { ctx, store } = withServer({ offered: false });
    await loadUsageBudgets(store, ctx.api).catch(() => undefined);
    expect(usageOffered(store)).toBe(false);
    for (const command of usageCommands)
      expect(availability(command, ctx, { organizationId: 5 })).toEqual({
        reason: 'Deze server biedt geen kosten en budgetten aan.',
      });
    expect(availability(registry.get('navigation.usage')!, ctx)).toEqual({
      reason: 'Deze server biedt dit niet aan.',
    });
  });

  it('marks only the organisations at or past a threshold', async () => {
    const { ctx, store } = withServer();
    const budgets = await loadUsageBudgets(store, ctx.api);
    expect([...alertedBudgets(budgets).keys()]).toEqual([5]);
    // Past a threshold before the worker raised its alert: marked too.
    const passed = { ...status(null), percent: 100 } as Parameters<typeof reachedThreshold>[0];
    expect(reachedThreshold(passed)).toBe(100);
    expect(reachedThreshold({ ...passed, percent: 50 })).toBeNull();
  });
});
