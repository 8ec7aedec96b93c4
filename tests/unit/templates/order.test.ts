import { beforeEach, describe, expect, it, vi } from 'vitest';
import { executeCommand, registry } from '../../../src/commands/all';
import { availability } from '../../../src/commands/availability';
import { moveInOrder } from '../../../src/commands/templates/ordering';
import { defaultOrder, userOrder } from '../../../src/commands/templates/order';
import { watchResource } from '../../../src/state/freshness';
import {
  defaultTemplatesAtom,
  organizationTemplatesAtom,
  userTemplatesAtom,
  userTemplatesResource,
} from '../../../src/state/templates';
import { signedInContext } from '../support/ctx';
import { deferred, json, text, type RecordedCall } from '../support/http';
import { effectiveList, pathOf, ready, requests, templateJson } from './support';

const list = effectiveList();
const byIds = (ids: number[]) => ids.map((id) => list.find((t) => t.id === id)!);
const titles = (items: readonly { title: string }[] | null | undefined) => items?.map((t) => t.title);

/** Answers a reorder with the list in the order it was given. */
const reorderServer = (call: RecordedCall) => {
  if (call.method === 'POST') {
    const body = call.body as { templates?: number[] } | number[];
    return json(200, { meeting_types: byIds(Array.isArray(body) ? body : body.templates!) });
  }
  return json(200, list);
};

beforeEach(() => localStorage.clear());

describe('moveInOrder', () => {
  it('swaps with the neighbour, and refuses the edges and unknown ids', () => {
    expect(moveInOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 1, -1)).toBeNull();
    expect(moveInOrder([1, 2, 3], 3, 1)).toBeNull();
    expect(moveInOrder([1, 2, 3], 9, 1)).toBeNull();
  });
});

describe("a user's order", () => {
  it('saves the full order from a drag, shows it at once and takes the server answer', async () => {
    const held = deferred<Response>();
    const { ctx, calls, store, toasts } = signedInContext((call) =>
      call.method === 'POST' ? held.promise : json(200, list),
    );
    store.set(userTemplatesAtom, { 7: ready(list) });
    const running = executeCommand('templates.reorderUser', { userId: 7, templateIds: [3, 1, 2] }, ctx);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(titles(store.get(userTemplatesAtom)[7]?.data)).toEqual([
      'Stand-up',
      'Mijn notulen',
      'Verkoopgesprek',
    ]);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { templates: [3, 1, 2] } });
    expect(pathOf(calls[0]!)).toBe('admin/users/7/meeting-types/reorder');
    held.resolve(json(200, { meeting_types: byIds([3, 1, 2]) }));
    await running;
    expect(toasts[0]).toEqual({ kind: 'success', message: 'Volgorde succesvol bijgewerkt' });
    expect(titles(store.get(userTemplatesAtom)[7]?.data)).toEqual([
      'Stand-up',
      'Mijn notulen',
      'Verkoopgesprek',
    ]);
  });

  it('sends a second order only after the first is saved, and shows the last one', async () => {
    const held = deferred<Response>();
    let posts = 0;
    const { ctx, calls, store } = signedInContext((call) => {
      if (call.method !== 'POST') return json(200, list);
      posts += 1;
      return posts === 1 ? held.promise : reorderServer(call);
    });
    store.set(userTemplatesAtom, { 7: ready(list) });
    const first = executeCommand('templates.reorderUser', { userId: 7, templateIds: [3, 1, 2] }, ctx);
    const second = executeCommand('templates.reorderUser', { userId: 7, templateIds: [2, 3, 1] }, ctx);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    expect(titles(store.get(userTemplatesAtom)[7]?.data)).toEqual([
      'Verkoopgesprek',
      'Stand-up',
      'Mijn notulen',
    ]);
    held.resolve(json(200, { meeting_types: byIds([3, 1, 2]) }));
    await Promise.all([first, second]);
    expect(calls.map((c) => c.body)).toEqual([{ templates: [3, 1, 2] }, { templates: [2, 3, 1] }]);
    expect(titles(store.get(userTemplatesAtom)[7]?.data)).toEqual([
      'Verkoopgesprek',
      'Stand-up',
      'Mijn notulen',
    ]);
  });

  it('puts the previous order back when the server refuses, with the spec text', async () => {
    const { ctx, store, toasts } = signedInContext(() =>
      json(422, { detail: 'Onbekend template in de volgorde.' }),
    );
    store.set(userTemplatesAtom, { 7: ready(list) });
    await executeCommand('templates.reorderUser', { userId: 7, templateIds: [3, 1, 2] }, ctx);
    expect(titles(store.get(userTemplatesAtom)[7]?.data)).toEqual([
      'Mijn notulen',
      'Verkoopgesprek',
      'Stand-up',
    ]);
    expect(toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Volgorde kon niet worden bijgewerkt: Onbekend template in de volgorde.',
    });
  });

  it('does not reload the list it just saved while it is on screen', async () => {
    const { ctx, calls, store } = signedInContext(reorderServer);
    const stop = watchResource(store, ctx.api, userTemplatesResource, 7);
    await vi.waitFor(() => expect(store.get(userTemplatesAtom)[7]?.data).toBeTruthy());
    await executeCommand('templates.reorderUser', { userId: 7, templateIds: [2, 1, 3] }, ctx);
    expect(requests(calls)).toEqual([
      'GET admin/users/7/meeting-types',
      'POST admin/users/7/meeting-types/reorder',
    ]);
    stop();
  });

  it('moves one template up or down; unavailable at the top and bottom with the reason', async () => {
    const { ctx, calls, store } = signedInContext(reorderServer);
    store.set(userTemplatesAtom, { 7: ready(list) });
    expect(availability(userOrder.moveUp, ctx, { userId: 7, templateId: 1 })).toEqual({
      reason: 'Dit template staat al bovenaan.',
    });
    expect(availability(userOrder.moveDown, ctx, { userId: 7, templateId: 3 })).toEqual({
      reason: 'Dit template staat al onderaan.',
    });
    expect(availability(userOrder.moveDown, ctx, { userId: 7, templateId: 1 })).toBe(true);
    await executeCommand('templates.moveDownUser', { userId: 7, templateId: 1 }, ctx);
    expect(calls[0]?.body).toEqual({ templates: [2, 1, 3] });
    await executeCommand('templates.moveUpUser', { userId: 7, templateId: 3 }, ctx);
    expect(calls[1]?.body).toEqual({ templates: [2, 3, 1] });
    expect(titles(store.get(userTemplatesAtom)[7]?.data)).toEqual([
      'Verkoopgesprek',
      'Stand-up',
      'Mijn notulen',
    ]);
  });

  it('the full reorder is not in the palette; moving is, asking for the template', async () => {
    const { ctx } = signedInContext(() => json(200, list));
    expect(registry.get('templates.reorderUser')!.showInPalette).toBe(false);
    const move = registry.get('templates.moveUpUser')!;
    expect(move.showInPalette).toBe(true);
    const error = (await executeCommand(move, { userId: 7 }, ctx).catch((e: unknown) => e)) as {
      missing: string[];
    };
    expect(error.missing).toEqual(['templateId']);
    expect(
      (await move.argPickers.templateId!.options(ctx, 'stand', { userId: 7 })).map((o) => o.value),
    ).toEqual(['3']);
  });
});

describe("an organisation's order and the default templates' order", () => {
  it('saves an organisation order under its id', async () => {
    const { ctx, calls, store } = signedInContext(reorderServer);
    store.set(organizationTemplatesAtom, { 5: ready(list) });
    await executeCommand('templates.moveUpOrganization', { organizationId: 5, templateId: 2 }, ctx);
    expect(pathOf(calls[0]!)).toBe('admin/organizations/5/meeting-types/reorder');
    expect(calls[0]?.body).toEqual({ templates: [2, 1, 3] });
  });

  it('sends the default templates as a list of ids, and reports failure', async () => {
    const defaults = [templateJson(3, 'Stand-up', 'default'), templateJson(4, 'Notulen', 'default')];
    let fail = false;
    const { ctx, calls, store, toasts } = signedInContext((call) =>
      fail ? text(500, '') : json(200, call.method === 'POST' ? [...defaults].reverse() : defaults),
    );
    store.set(defaultTemplatesAtom, ready(defaults));
    expect(availability(defaultOrder.moveUp, ctx, { templateId: 3 })).toEqual({
      reason: 'Dit template staat al bovenaan.',
    });
    await executeCommand('templates.moveDownDefault', { templateId: 3 }, ctx);
    expect(pathOf(calls[0]!)).toBe('admin/default-templates/reorder');
    expect(calls[0]?.body).toEqual([4, 3]);
    expect(titles(store.get(defaultTemplatesAtom).data)).toEqual(['Notulen', 'Stand-up']);
    fail = true;
    await executeCommand('templates.moveUpDefault', { templateId: 3 }, ctx);
    expect(toasts.at(-1)?.message).toBe('Volgorde kon niet worden bijgewerkt');
    expect(titles(store.get(defaultTemplatesAtom).data)).toEqual(['Notulen', 'Stand-up']);
  });
});
