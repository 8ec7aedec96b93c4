// What a role may run: derived from the endpoints a command calls (`calls`) and the server's own
// rule (`roleMayUse`). Organisation administrators do not see the platform's commands at all.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints, roleMayUse, type AnyEndpoint } from '../../../src/api/endpoints';
import { executeCommand, registry } from '../../../src/commands/all';
import { permitted } from '../../../src/commands/availability';
import type { Command } from '../../../src/commands/types';
import { routeAccess } from '../../../src/state/routeAccess';
import type { ScreenId } from '../../../src/state/routes';
import { signedInContext } from '../support/ctx';
import { json } from '../support/http';

const own = { id: 5, name: 'Gemeente Zandvoort' };
const asOrgAdmin = () => signedInContext(() => json(200, {}), { role: 'org_admin', organization: own });
const permittedIds = (store: ReturnType<typeof asOrgAdmin>['store']) =>
  registry
    .list()
    .filter((command) => permitted(command, store))
    .map((command) => command.id);

describe('commands by role', () => {
  it("leaves the platform's commands out for an organisation administrator", () => {
    const ids = permittedIds(asOrgAdmin().store);
    for (const id of [
      'navigation.organizations',
      'navigation.workerStatus',
      'navigation.defaultTemplates',
      'organizations.create',
      'organizations.rename',
      'organizations.delete',
      'organizations.addUsers',
      'users.delete',
      'templateEditor.createDefaultTemplate',
      'templates.deleteDefaultTemplate',
      'templates.moveUpDefault',
      'workers.refresh',
      'users.downloadTranscript',
    ])
      expect(ids, id).not.toContain(id);
    for (const id of [
      'navigation.dashboard',
      'navigation.users',
      // Their own users' login attempts (the server filters them).
      'navigation.loginAttempts',
      // Their organisation's taxonomies and its users' (the server filters the list).
      'navigation.taxonomies',
      'taxonomies.open',
      'taxonomies.create',
      'taxonomies.delete',
      'taxonomies.pasteTerms',
      'navigation.ownOrganization',
      'templates.goTemplateSettings',
      'users.create',
      'users.block',
      'groups.create',
      'organizations.removeUser',
      'templates.switchOffForOrganization',
    ])
      expect(ids, id).toContain(id);
  });

  it('changes nothing for a platform administrator but the superuser-only transcriptions (and Test, which runs on one)', () => {
    const admin = permittedIds(signedInContext(() => json(200, {}), { role: 'admin' }).store);
    const superuser = permittedIds(signedInContext(() => json(200, {}), { role: 'superuser' }).store);
    expect(superuser.filter((id) => !admin.includes(id)).sort()).toEqual([
      // Reaches the summary through the user's transcriptions.
      'exports.push',
      'templates.test',
      'users.downloadAudio',
      'users.downloadSummary',
      'users.downloadTranscript',
      'users.uploadTranscription',
    ]);
    expect(admin).not.toContain('navigation.ownOrganization');
    expect(
      registry
        .list()
        .filter((c) => !superuser.includes(c.id))
        .map((c) => c.id),
    ).toEqual(['navigation.ownOrganization']);
  });

  it('refuses a command the role may not run, with the reason, before any call', async () => {
    const { ctx, calls } = asOrgAdmin();
    await expect(executeCommand('organizations.create', { name: 'Nieuw' }, ctx)).rejects.toThrow(
      'Dit is voorbehouden aan platformbeheerders.',
    );
    expect(calls).toEqual([]);
    await executeCommand('navigation.ownOrganization', {}, ctx);
  });

  it("names the superuser as the reason when a platform administrator runs the superuser's command", async () => {
    const { ctx, calls } = signedInContext(() => json(200, {}), { role: 'admin' });
    await expect(
      executeCommand('users.downloadTranscript', { userId: 3, transcriptionId: 4 }, ctx),
    ).rejects.toThrow('Dit is voorbehouden aan de superuser.');
    expect(calls).toEqual([]);
  });

  it('declares, in each command file, every platform or superuser endpoint it calls (a forgotten one fails here)', async () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts')) files.push(path);
      }
    };
    walk(join(__dirname, '../../../src/commands'));
    const areas = endpoints as unknown as Record<string, Record<string, AnyEndpoint> | undefined>;
    const registered = new Set<unknown>(registry.list());
    const restrictedFor = (endpoint: AnyEndpoint) =>
      !roleMayUse(endpoint.access, { role: 'org_admin', organizationId: 1 });
    const undeclared: string[] = [];
    let checked = 0;
    for (const file of files) {
      const referenced = new Set<AnyEndpoint>();
      for (const [, area, name] of readFileSync(file, 'utf8').matchAll(/endpoints\.(\w+)\.(\w+)/g)) {
        const endpoint = areas[area!]?.[name!];
        if (endpoint && restrictedFor(endpoint)) referenced.add(endpoint);
      }
      if (referenced.size === 0) continue;
      // The commands this file defines: its exports, and the commands inside exported groups.
      const exported = Object.values((await import(file)) as Record<string, unknown>).flatMap((value) =>
        value && typeof value === 'object' && !registered.has(value) ? Object.values(value) : [value],
      );
      const declared = new Set(
        exported
          .filter((value): value is Command => registered.has(value))
          .flatMap((command) => command.calls),
      );
      for (const endpoint of referenced) {
        checked += 1;
        if (!declared.has(endpoint))
          undeclared.push(`${relative(join(__dirname, '../../..'), file)}: ${endpoint.id}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(undeclared).toEqual([]);
  });
});

describe('routes by role', () => {
  it("sends an organisation administrator only to their organisation's screens", () => {
    const org = { role: 'org_admin' as const, organizationId: 5 };
    const open = (Object.keys(routeAccess) as ScreenId[]).filter((screen) =>
      roleMayUse(routeAccess[screen], org),
    );
    expect(open).toEqual(
      expect.arrayContaining([
        'dashboard',
        'users',
        'userDetail',
        'organizationDetail',
        'templateSettings',
        'taxonomies',
        'taxonomyNew',
        'taxonomyEdit',
        // Their organisation's export configurations.
        'exportConfigurationNew',
        'exportConfigurationEdit',
      ]),
    );
    for (const screen of ['organizations', 'workerStatus', 'defaultTemplates', 'auditLog'])
      expect(open, screen).not.toContain(screen);
  });
});
