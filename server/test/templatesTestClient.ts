// Request helpers shared by the template tests: paths, bodies, and creating owners and templates.
import { expect } from 'vitest';
import { organization } from '../../src/api/schemas/organizations';
import type { DisabledTemplate, MeetingType } from '../../src/api/schemas/templates';
import { disabledTemplateList, meetingTypeList } from '../../src/api/schemas/templates';
import type { TestApp, TestUser } from './harness';
import type { jsonClient } from './organizationsTestClient';

export type Client = ReturnType<typeof jsonClient>;

export const userPath = (userId: number) => `/api/admin/users/${userId}/meeting-types`;
export const organizationPath = (organizationId: number) =>
  `/api/admin/organizations/${organizationId}/meeting-types`;
export const DEFAULTS = '/api/admin/default-templates';

/** A valid template body; `extra` overrides or adds fields. */
export const templateBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: `Omschrijving van ${title}`,
  content: `Vat het gesprek "${title}" samen.`,
  ...extra,
});

/** Settings of a valid CUSTOM template; `overrides` changes fields. */
export const customSettings = (overrides: Record<string, unknown> = {}) => ({
  max_tokens: '1500',
  system_message: 'Je bent een zorgvuldige notulist.',
  opdracht: 'Schrijf de notulen.',
  additional_settings: '{"temperature": 0.2}',
  ...overrides,
});

/** A valid CUSTOM body. */
export const customBody = (title: string, settings: Record<string, unknown> = {}) =>
  templateBody(title, { complexity: 'CUSTOM', settings: customSettings(settings) });

/** Helpers bound to one client (normally a platform administrator). */
export function templateHelpers(t: TestApp, api: Client) {
  const created = async (path: string, body: unknown): Promise<{ id: number; name: string }> => {
    const res = await api.post<{ id: number; name: string; template_id?: number }>(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.template_id ?? res.body.id, name: res.body.name };
  };
  return {
    createOrganization: async (name: string) =>
      organization.parse((await api.post('/api/admin/organizations', { name })).body),
    /** A new user, member of the organisation when one is given. */
    createMember: async (organizationId?: number, makeAdmin = false): Promise<TestUser> => {
      const user = await t.createUser();
      if (organizationId !== undefined) {
        const res = await api.post(`/api/admin/organizations/${organizationId}/users/add`, {
          user_ids: [user.id],
          make_admin: makeAdmin,
        });
        expect(res.status).toBe(200);
      }
      return user;
    },
    personal: (userId: number, title: string, extra: Record<string, unknown> = {}) =>
      created(userPath(userId), templateBody(title, extra)),
    ofOrganization: (organizationId: number, title: string, extra: Record<string, unknown> = {}) =>
      created(organizationPath(organizationId), templateBody(title, extra)),
    standard: (name: string, title: string, extra: Record<string, unknown> = {}) =>
      created(DEFAULTS, templateBody(title, { name, ...extra })),
    /** The effective list (ids and types) of a path. */
    list: async (path: string): Promise<MeetingType[]> => {
      const res = await api.get(path);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(Object.keys(res.body)).toEqual(['meeting_types']);
      return meetingTypeList.parse(res.body);
    },
    disabled: async (path: string): Promise<DisabledTemplate[]> => {
      const res = await api.get(path);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(Object.keys(res.body)).toEqual(['disabled_templates']);
      return disabledTemplateList.parse(res.body);
    },
  };
}

/** The ids of a list, for comparing orders. */
export const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);
