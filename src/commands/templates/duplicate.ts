import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { settingsApply } from '../../api/rules/templates';
import type { MeetingType, TemplateWrite } from '../../api/schemas/templates';
import { messages } from '../../messages';
import { refreshResources } from '../../state/freshness';
import type { ScreenContext } from '../../state/screen';
import { templatesChanged, userTemplates } from '../../state/templates';
import { ensureUsers, filterUsers, knownUser } from '../../state/users';
import { failure } from '../shared/failure';
import { USER_SUGGESTIONS, userIdArg, userOption, userPicker } from '../users/pickUser';
import { defineCommand, type ArgPicker, type Availability, type CommandContext } from '../types';
import { chosenUser, parsedIds, templateIdArg, userTemplatePicker } from './pickTemplate';

const t = messages.templateLists;
const done = messages.templates;

/** Some templates were not duplicated: the message names them; `failedIds` lets the dialog keep them selected. */
export class DuplicationError extends Error {
  constructor(
    message: string,
    readonly failedIds: readonly number[],
  ) {
    super(message);
  }
}

/** The ids to copy: several from the dialog, one or a comma-separated list (`Alle n templates`) from the palette. */
const templateIdsArg = z.preprocess(
  (value) => {
    if (value === undefined || Array.isArray(value)) return value;
    return typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [value];
  },
  z.array(templateIdArg).min(1, done.duplicateNeedsSelection),
);

/** The create body of a duplicate: a personal copy (not default, not org-wide), settings only for CUSTOM. */
export function duplicateBody(template: MeetingType): TemplateWrite {
  const settings = template.settings;
  return {
    title: template.title,
    description: template.description,
    content: template.content,
    complexity: template.complexity,
    settings:
      settingsApply(template.complexity) && settings
        ? {
            max_tokens: settings.max_tokens,
            system_message: settings.system_message,
            opdracht: settings.opdracht,
            additional_settings: settings.additional_settings,
          }
        : null,
    is_default: false,
    is_org_wide: false,
  };
}

const userName = (ctx: CommandContext, userId: number) =>
  knownUser(ctx.store, userId)?.username ?? `#${userId}`;

/** The user whose templates are copied: anyone but the user who gets them. */
const pickSource: ArgPicker = {
  title: t.pickers.sourceUser,
  options: async (ctx, query, args) => {
    const target = userIdArg.safeParse(args.targetUserId);
    const others = (await ensureUsers(ctx.store, ctx.api)).filter(
      (user) => !target.success || user.id !== target.data,
    );
    return filterUsers(others, query, USER_SUGGESTIONS).map(userOption);
  },
};

const sourceTemplates = userTemplatePicker(t.pickers.templates);

/** The source user's templates, and first all of them at once. */
const pickTemplates: ArgPicker = {
  title: t.pickers.templates,
  options: async (ctx, query, args) => {
    const source = { userId: args.sourceUserId };
    const found = await sourceTemplates.options(ctx, query, source);
    const every = (await userTemplates(ctx.store, ctx.api, chosenUser(source))).map(
      (template) => template.id,
    );
    return !query.trim() && every.length > 1
      ? [
          {
            value: every.join(','),
            label: t.pickers.allTemplates(every.length),
            description: t.pickers.allTemplatesDescription,
          },
          ...found,
        ]
      : found;
  },
};

/**
 * Duplicates templates of another user into personal templates of the target user: one create call per
 * template, in the source's order. Says which ones failed when some do (the others are kept).
 */
export const duplicateTemplates = defineCommand({
  id: 'templates.duplicate',
  title: t.commands.duplicate,
  group: 'templates',
  keywords: [
    'dupliceren',
    'duplicate',
    'kopiëren',
    'copy templates',
    'ophalen',
    'fetch templates',
    'overnemen',
  ],
  args: z.object({ targetUserId: userIdArg, sourceUserId: userIdArg, templateIds: templateIdsArg }),
  argPickers: {
    targetUserId: { ...userPicker, title: t.pickers.targetUser },
    sourceUserId: pickSource,
    templateIds: pickTemplates,
  },
  screenArgs: (screen: ScreenContext) =>
    screen.screen === 'userDetail' ? { targetUserId: screen.ids.userId } : {},
  contexts: ['userDetail'],
  when: (args): Availability => {
    const ids = parsedIds(args, 'targetUserId', 'sourceUserId');
    return ids && ids.targetUserId === ids.sourceUserId ? { reason: t.refusals.sameUser } : true;
  },
  invalidates: () => templatesChanged(),
  run: async ({ targetUserId, sourceUserId, templateIds }, ctx) => {
    let source: readonly MeetingType[];
    try {
      source = await userTemplates(ctx.store, ctx.api, sourceUserId);
    } catch (cause) {
      throw failure(done.userTemplatesLoadFailed(userName(ctx, sourceUserId)), cause);
    }
    const failed: { id: number; title: string }[] = [];
    let copied = 0;
    for (const id of new Set(templateIds)) {
      const template = source.find((candidate) => candidate.id === id);
      try {
        if (!template) throw new Error(t.refusals.notInList);
        await ctx.api.call(endpoints.userTemplates.create, {
          params: { id: targetUserId },
          body: duplicateBody(template),
        });
        copied += 1;
      } catch {
        failed.push({ id, title: template?.title ?? `#${id}` });
      }
    }
    if (failed.length > 0) {
      // What was copied shows at once; the registry refreshes only after a success.
      if (copied > 0) await refreshResources(ctx.store, ctx.api, templatesChanged());
      throw new DuplicationError(
        `${done.duplicateFailed} ${t.duplicateSomeFailed(
          failed.map((f) => f.title),
          copied,
        )}`,
        failed.map((f) => f.id),
      );
    }
    ctx.notify({ kind: 'success', message: done.duplicated });
  },
});
