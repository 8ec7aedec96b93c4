import type { MeetingType } from '../../../src/api/schemas/templates';
import type { RecordedCall } from '../support/http';
import type { TemplateDraft } from '../../../src/state/templateDraft';

/** The path of a recorded call below the API base (`admin/users/7/meeting-types`). */
export const path = (call: RecordedCall) => new URL(call.url).pathname.replace('/api/', '');

export const draft = (patch: Partial<TemplateDraft> = {}): TemplateDraft => ({
  title: '  Notulen  ',
  description: ' Verslag ',
  content: 'Schrijf de notulen.\n',
  complexity: 'SMALL',
  maxTokens: '0',
  systemMessage: '',
  task: '',
  extraSettings: '',
  ...patch,
});

export const custom = (patch: Partial<TemplateDraft> = {}) =>
  draft({
    complexity: 'CUSTOM',
    maxTokens: '4000',
    systemMessage: 'Je bent een notulist.',
    task: 'Vat samen.',
    extraSettings: '{"temperature":0.2}',
    ...patch,
  });

/** A call as `METHOD path` with its body, to compare at once. */
export const sent = (call: RecordedCall) => ({ request: `${call.method} ${path(call)}`, body: call.body });

/** What `draft()` is sent as for a user: trimmed, personal, without settings. */
export const draftBody = {
  title: 'Notulen',
  description: 'Verslag',
  content: 'Schrijf de notulen.\n',
  complexity: 'SMALL',
  is_default: false,
  is_org_wide: false,
} as const;

/** A template as the reference server answers it: the draft's, saved. */
export const answer = (patch: Partial<MeetingType> = {}): MeetingType => ({
  id: 11,
  name: 'notulen',
  ...draftBody,
  order: 0,
  sort_order: 0,
  settings: null,
  type: 'personal',
  ...patch,
});
