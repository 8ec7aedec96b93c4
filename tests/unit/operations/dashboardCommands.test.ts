import { describe, expect, it } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { monthOf, shiftMonth } from '../../../src/state/stats';
import { screenContextAtom } from '../../../src/state/screen';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';

const current = monthOf(new Date());

const dashboardAt = (search: Record<string, string>) => `/?${new URLSearchParams(search).toString()}`;

/** A headless context with the dashboard on screen, its address saying `search`. */
function onDashboard(search: Record<string, string> = {}) {
  const context = signedInContext(() => json(404, {}));
  context.store.set(screenContextAtom, { screen: 'dashboard', ids: {} });
  context.goTo(dashboardAt(search));
  return context;
}

describe('dashboard commands', () => {
  it('switch daily and monthly in the URL, keeping period and month', async () => {
    const { ctx, navigations } = onDashboard({ days: '30', month: '202401' });
    await executeCommand('dashboard.setView', { view: 'monthly' }, ctx);
    await executeCommand('dashboard.toggleView', {}, ctx);
    expect(navigations).toEqual(['/?view=monthly&days=30&month=202401', '/?days=30&month=202401']);

    const monthly = onDashboard({ view: 'monthly' });
    await executeCommand('dashboard.toggleView', {}, monthly.ctx);
    expect(monthly.navigations).toEqual(['/']);
  });

  it('taken one after the other, each keeps what the one before put in the address', async () => {
    // What is on display lags the address: the screen of the new period stays away while its data loads.
    const { ctx, navigations, store } = onDashboard();
    await executeCommand('dashboard.setPeriod', { days: 90 }, ctx);
    await executeCommand('dashboard.toggleView', {}, ctx);
    await executeCommand('dashboard.previousMonth', {}, ctx);
    expect(store.get(screenContextAtom)).toEqual({ screen: 'dashboard', ids: {} });
    expect(navigations).toEqual([
      '/?days=90',
      '/?view=monthly&days=90',
      `/?view=monthly&days=90&month=${shiftMonth(current, -1)}`,
    ]);
  });

  it('choose the period (7, 30, 90, 180, 365), from the palette too', async () => {
    const { ctx, navigations } = onDashboard({ view: 'monthly', month: '202401' });
    await executeCommand('dashboard.setPeriod', { days: 90 }, ctx);
    expect(navigations).toEqual(['/?days=90&month=202401']);
    await expect(executeCommand('dashboard.setPeriod', { days: 14 }, ctx)).rejects.toThrow(
      'Ongeldige invoer',
    );
    expect(navigations).toHaveLength(1);
    const picker = registry.get('dashboard.setPeriod')!.argPickers.days!;
    expect((await picker.options(ctx, '', {})).map((o) => [o.value, o.label])).toEqual([
      ['7', 'Laatste 7 dagen'],
      ['30', 'Laatste 30 dagen'],
      ['90', 'Laatste 90 dagen'],
      ['180', 'Laatste 180 dagen'],
      ['365', 'Laatste 365 dagen'],
    ]);
    expect((await picker.options(ctx, '18', {})).map((o) => o.value)).toEqual(['180']);
  });

  it('move a month back and forward, but not past the current month', async () => {
    const { ctx, navigations, goTo, toasts } = onDashboard({ view: 'monthly' });
    expect(registry.get('dashboard.nextMonth')!.when!({}, ctx)).toEqual({
      reason: 'Dit is de huidige maand.',
    });
    await executeCommand('dashboard.previousMonth', {}, ctx);
    expect(navigations).toEqual([`/?view=monthly&month=${shiftMonth(current, -1)}`]);
    expect(registry.get('dashboard.nextMonth')!.when!({}, ctx)).toBe(true);

    goTo(dashboardAt({ view: 'monthly', month: shiftMonth(current, -1) }));
    await executeCommand('dashboard.nextMonth', {}, ctx);
    // The current month is the default and leaves the URL.
    expect(navigations.at(-1)).toBe('/?view=monthly');
    goTo(dashboardAt({ view: 'monthly', month: '202001' }));
    await executeCommand('dashboard.nextMonth', {}, ctx);
    expect(navigations.at(-1)).toBe('/?view=monthly&month=202002');
    expect(toasts).toEqual([]);
  });

  it('from another screen open the dashboard with the change', async () => {
    const { ctx, navigations, store, goTo } = signedInContext(() => json(404, {}));
    store.set(screenContextAtom, { screen: 'users', ids: {} });
    goTo('/users?q=jan');
    await executeCommand('dashboard.previousMonth', {}, ctx);
    await executeCommand('dashboard.setBreakdown', { by: 'organizations' }, ctx);
    // The second follows the first's address: the dashboard, a month back.
    expect(navigations).toEqual([
      `/?view=monthly&month=${shiftMonth(current, -1)}`,
      `/?view=monthly&month=${shiftMonth(current, -1)}&by=organizations`,
    ]);
    const picker = registry.get('dashboard.setBreakdown')!.argPickers.by!;
    expect((await picker.options(ctx, 'org', {})).map((o) => o.label)).toEqual(['Organisaties']);
  });
});
