import type { z } from 'zod';
import { messages } from '../../messages';
import type { ScreenId } from '../../state/screen';
import type { Store } from '../../state/store';
import { defineCommand, type ArgPicker, type Command, type CommandDefinition } from '../types';

/**
 * The save key of a form for something new (Ctrl+S / ⌘S on its screen, also while typing in its fields): it
 * saves the open form through `create`, as the form's save button does. `create` is titled for opening a new
 * form (Nieuw …) and is what the palette offers elsewhere; the key is declared here, on a command titled for
 * saving, so that the shortcut overview pairs Ctrl+S with saving and not with opening a new form.
 * Unavailable until that form is open (`formOpen`).
 */
export function saveNewCommand<A extends z.ZodObject>(
  create: Command<A>,
  spec: { id: string; title: string; screen: ScreenId; formOpen(store: Store): boolean },
): Command<A> {
  const definition: CommandDefinition<A> = {
    id: spec.id,
    title: spec.title,
    group: create.group,
    keywords: ['opslaan', 'save', 'aanmaken', 'create', 'bewaren'],
    args: create.args,
    argPickers: create.argPickers as CommandDefinition<A>['argPickers'] & Record<string, ArgPicker>,
    ...(create.screenArgs ? { screenArgs: create.screenArgs } : {}),
    calls: create.calls,
    ...(create.roles ? { roles: create.roles } : {}),
    contexts: [spec.screen],
    keybinding: 'mod+s',
    allowInInputs: true,
    keybindingScope: spec.screen,
    when: (args, ctx) => {
      const allowed = create.when?.(args as Record<string, unknown>, ctx) ?? true;
      if (allowed !== true) return allowed;
      return spec.formOpen(ctx.store) ? true : { reason: messages.commands.openFormFirst(create.title) };
    },
    ...(create.invalidates
      ? { invalidates: (args) => create.invalidates!(args as Record<string, unknown>) }
      : {}),
    run: (args, ctx) => create.run(args as Record<string, unknown>, ctx),
  };
  return defineCommand(definition);
}
