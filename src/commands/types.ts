import { z } from 'zod';
import type { ApiClient } from '../api/client';
import type { Access } from '../api/endpoints';
import type { Role } from '../api/schemas/auth';
import type { ResourceKey } from '../state/freshness';
import type { ScreenContext, ScreenId } from '../state/screen';
import type { Store } from '../state/store';
import type { ToastInput } from '../state/toasts';

/** Declarative confirmation for destructive commands, shown by the app's central confirm dialog. */
export interface ConfirmSpec {
  title: string;
  description: string;
  confirmLabel: string;
  /** Paints the confirm button red. Defaults to true: confirmations are for destructive actions. */
  destructive?: boolean;
}

/** Everything a command may touch, injected so commands run headless in unit tests. */
export interface CommandContext {
  store: Store;
  api: ApiClient;
  navigate(path: string): void;
  confirm(spec: ConfirmSpec): Promise<boolean>;
  notify(toast: ToastInput): void;
  /** Hands a downloaded file to the browser, saved under `fileName`. */
  saveFile(file: Blob, fileName: string): void;
  /** Puts text on the clipboard (Kopieer Alles); rejects when the browser refuses. */
  copyText(text: string): Promise<void>;
}

export interface PickerOption {
  value: string;
  label: string;
  description?: string;
}

/**
 * A step where the palette user types the argument instead of choosing it from a list. One line: the typed text
 * is the step's one option (Enter takes it). Several lines (`multiline`): a text area where Enter starts a new
 * line and Ctrl+Enter (⌘Enter) goes on; `check` says what is wrong while typing, and the step does not go on
 * while it says anything.
 */
export interface TextEntry {
  multiline?: boolean;
  /** What the palette shows under the field: how to type the text. */
  hint?: string;
  /**
   * What is wrong with the text, in the catalogue's words (none: it may go on). `complete`: the user asks to go
   * on, so every line counts; otherwise the line still being typed (after the last line break) is left out.
   */
  check?(text: string, complete: boolean): readonly string[];
}

/** Asks the palette user for one missing argument. */
export interface ArgPicker {
  title: string;
  /** Typed rather than chosen (see `TextEntry`); `options` then offers what was typed. */
  text?: TextEntry;
  /** `args`: the arguments chosen so far (a group picker lists the groups of the organisation picked before it). */
  options(
    ctx: CommandContext,
    query: string,
    args: Readonly<Record<string, unknown>>,
  ): Promise<readonly PickerOption[]>;
}

/** What a command calls: an endpoint declaration, or an access rule (a screen's). */
export type CallTarget = { readonly access: Access } | Access;

/** `true`, or why the command cannot run now (shown in the palette and as a toast). */
export type Availability = true | { reason: string };

export const commandGroups = [
  'navigation',
  'users',
  'organizations',
  'templates',
  'taxonomies',
  'operations',
  'session',
  'appearance',
  'workspace',
] as const;
export type CommandGroup = (typeof commandGroups)[number];

// The empty shape type of `z.object({})`.
export type NoArgs = z.ZodObject<Record<never, z.ZodType>>;
type Shape<A extends z.ZodObject> = z.output<A>;

/** What a caller may pass: any of the arguments (the screen and the palette supply the rest). */
export type ArgsInput<A extends z.ZodObject> = Partial<z.input<A>>;

export interface CommandDefinition<A extends z.ZodObject = NoArgs> {
  /** Unique, dotted: `navigation.users`. */
  id: string;
  /** From the message catalogue. */
  title: string;
  group: CommandGroup;
  /** Dutch and English aliases the palette searches besides the title. */
  keywords?: readonly string[];
  /** Argument schema. Missing arguments with a picker are asked for by the palette. */
  args?: A;
  argPickers?: Partial<Record<keyof Shape<A> & string, ArgPicker>>;
  /**
   * Arguments the screen on display supplies when the caller leaves them out (the organisation on its detail
   * screen), so the palette asks only for what is not on screen.
   */
  screenArgs?: (screen: ScreenContext) => Readonly<Record<string, unknown>>;
  /**
   * Whether the command can run, and if not why (shown beside a disabled button and in the palette). It sees the
   * arguments: the parsed ones before the confirmation, and whatever is known so far (caller's and screen's)
   * when a button or the palette asks, so a rule about *this* group or *this* user disables the right button.
   */
  when?: (args: Partial<Shape<A>>, ctx: CommandContext) => Availability;
  /**
   * The endpoints it calls (or the access of the screen it opens). A role that may not use one of them
   * (`roleMayUse`, the server's own rule) cannot run the command: it is left out of the palette and the keymap,
   * and a button for it is disabled with the reason.
   */
  calls?: readonly CallTarget[];
  /** The roles it is for, when fewer than its calls admit (the own-organisation entry: organisation administrators). */
  roles?: readonly Role[];
  /**
   * What the command changes, as resource keys (`state/freshness`): after a successful run, data under these
   * keys that is on screen is reloaded, and the rest is marked stale so it reloads when next shown.
   */
  invalidates?: (args: Shape<A>) => readonly ResourceKey[];
  /** Screens where this command is contextual: listed first in the palette there. */
  contexts?: readonly ScreenId[];
  confirm?: ConfirmSpec | ((args: Shape<A>, ctx: CommandContext) => ConfirmSpec);
  /** `mod+k`, `g u`, `?`, `shift+t`. */
  keybinding?: string;
  /** The binding also fires while typing in a field (the palette key). */
  allowInInputs?: boolean;
  /** Binding scope for the conflict check; `global` when absent. */
  keybindingScope?: string;
  /** Listed in the palette (default true). */
  showInPalette?: boolean;
  /** Recorded in the recent list when run (default true). */
  recordRecent?: boolean;
  run(args: Shape<A>, ctx: CommandContext): void | Promise<void>;
}

/**
 * A registered command. The declaration itself is the handle screens and tests hold (`useCommand(blockUser)`):
 * `A` carries its argument schema, so callers' arguments are typed; the rest is erased (arguments are
 * validated before `when` and `run` see them).
 */
export interface Command<A extends z.ZodObject = z.ZodObject> {
  readonly id: string;
  readonly title: string;
  readonly group: CommandGroup;
  readonly keywords: readonly string[];
  readonly args: A;
  readonly argPickers: Readonly<Record<string, ArgPicker>>;
  readonly screenArgs?: (screen: ScreenContext) => Readonly<Record<string, unknown>>;
  readonly when?: (args: Readonly<Record<string, unknown>>, ctx: CommandContext) => Availability;
  readonly calls: readonly CallTarget[];
  readonly roles?: readonly Role[];
  readonly invalidates?: (args: Record<string, unknown>) => readonly ResourceKey[];
  readonly contexts: readonly ScreenId[];
  readonly confirm?: (args: Record<string, unknown>, ctx: CommandContext) => ConfirmSpec;
  readonly keybinding?: string;
  readonly allowInInputs: boolean;
  readonly keybindingScope?: string;
  readonly showInPalette: boolean;
  readonly recordRecent: boolean;
  run(args: Record<string, unknown>, ctx: CommandContext): void | Promise<void>;
}

const noArgs: NoArgs = z.object({});

/** Declares a command once; the palette, buttons and the keymap all use this declaration. */
export function defineCommand<A extends z.ZodObject = NoArgs>(definition: CommandDefinition<A>): Command<A> {
  const { when, invalidates } = definition;
  const { confirm } = definition;
  return {
    id: definition.id,
    title: definition.title,
    group: definition.group,
    keywords: definition.keywords ?? [],
    args: (definition.args ?? noArgs) as A,
    argPickers: (definition.argPickers ?? {}) as Record<string, ArgPicker>,
    ...(definition.screenArgs ? { screenArgs: definition.screenArgs } : {}),
    ...(when ? { when: (args, ctx) => when(args as Partial<Shape<A>>, ctx) } : {}),
    ...(invalidates ? { invalidates: (args) => invalidates(args as Shape<A>) } : {}),
    contexts: definition.contexts ?? [],
    calls: definition.calls ?? [],
    ...(definition.roles ? { roles: definition.roles } : {}),
    ...(confirm
      ? { confirm: (args, ctx) => (typeof confirm === 'function' ? confirm(args as Shape<A>, ctx) : confirm) }
      : {}),
    ...(definition.keybinding ? { keybinding: definition.keybinding } : {}),
    allowInInputs: definition.allowInInputs ?? false,
    ...(definition.keybindingScope ? { keybindingScope: definition.keybindingScope } : {}),
    showInPalette: definition.showInPalette ?? true,
    recordRecent: definition.recordRecent ?? true,
    run: (args, ctx) => definition.run(args as Shape<A>, ctx),
  };
}
