import { loadAiStatus } from '../../../src/state/ai';
import { screenContextAtom } from '../../../src/state/screen';
import { draftOf, emptyDraft, openEditor, type EditorTarget } from '../../../src/state/templateDraft';
import { signedInContext } from '../support/ctx';
import { json, type RecordedCall } from '../support/http';
import { answer } from '../templateEditor/support';

export type Fake = ReturnType<typeof signedInContext>;

/** `METHOD path` of a call below the API base. */
export const route = (call: RecordedCall) =>
  `${call.method} ${new URL(call.url).pathname.replace('/api/', '')}`;

export const STATUS = 'GET admin/ai/status';
export const configured = { configured: true, models: ['claude', 'vertex-claude', 'qwen', 'gemini'] };

type Answers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

/** A fake server: AI configured (unless `answers` says otherwise), then `answers` by `METHOD path`. */
export function server(answers: Answers = {}) {
  return (call: RecordedCall) => {
    const handler = answers[route(call)];
    if (handler) return handler(call);
    if (route(call) === STATUS) return json(200, configured);
    return json(404, { detail: 'Niet gevonden' });
  };
}

/** The editor of user 7's saved template `notulen` (id 11), on screen as its route puts it. */
export const savedTarget: EditorTarget = { owner: 'user', userId: 7, templateName: 'notulen' };

export function onSavedEditor(fake: Fake, target: EditorTarget = savedTarget) {
  fake.store.set(screenContextAtom, {
    screen: 'userTemplateEdit',
    ids: { userId: '7', templateName: 'notulen', templateId: '11' },
  });
  openEditor(fake.store, { key: 'e1', target, readOnly: false, draft: draftOf(answer()) });
}

/** The editor of a new organisation template of organisation 3. */
export function onNewEditor(fake: Fake) {
  fake.store.set(screenContextAtom, { screen: 'organizationTemplateNew', ids: { organizationId: '3' } });
  openEditor(fake.store, {
    key: 'n1',
    target: { owner: 'organization', organizationId: 3, templateName: null },
    readOnly: false,
    draft: emptyDraft,
  });
}

/** Signed in with `role`, the AI status loaded from the fake server. */
export async function signedIn(answers: Answers = {}, role = 'superuser') {
  const fake = signedInContext(server(answers), {
    role,
    organization: { id: 3, name: 'Gemeente Zandvoort' },
  });
  await loadAiStatus(fake.store, fake.ctx.api).catch(() => undefined);
  return fake;
}
