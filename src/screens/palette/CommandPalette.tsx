import { Dialog, Text } from '@radix-ui/themes';
import { Command as Cmdk } from 'cmdk';
import { useAtom, useAtomValue } from 'jotai/react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { callerAtom } from '../../state/claims';
import { availability, missingArgs, permitted, withScreenArgs } from '../../commands/availability';
import { runInteractive } from '../../commands/interactive';
import { arrangePalette, rankCommands, type PaletteGroup, type RankSection } from '../../commands/ranking';
import { freshenSearch, searchEntities, type SearchGroup, type SearchProvider } from '../../commands/search';
import type { ArgPicker, Command, CommandContext, PickerOption } from '../../commands/types';
import { messages } from '../../messages';
import { recentCommandsAtom } from '../../state/recent';
import { screenContextAtom } from '../../state/screen';
import { closedPalette, paletteAtom } from '../../state/ui';
import { useCommandRuntime } from '../common/CommandRuntime';
import { Keycaps } from '../common/Keycaps';
import { LinesStep } from './LinesStep';

const t = messages.palette;

type Page =
  | { kind: 'root' }
  | { kind: 'picker'; command: Command; args: Record<string, unknown>; argName: string; picker: ArgPicker };

/** The sub-page for the first missing argument (after those the screen supplies), or null when none is missing. */
function pickerPage(command: Command, given: Record<string, unknown>, ctx: CommandContext): Page | null {
  const args = withScreenArgs(command, given, ctx);
  const argName = missingArgs(command, args)[0];
  const picker = argName ? command.argPickers[argName] : undefined;
  return argName && picker ? { kind: 'picker', command, args, argName, picker } : null;
}

function sectionLabel(section: RankSection | 'more'): string | undefined {
  switch (section) {
    case 'contextual':
      return t.contextual;
    case 'recent':
      return t.recent;
    case 'results':
      return undefined;
    case 'more':
      return t.more;
    default:
      return messages.commandGroups[section];
  }
}

/** The cmdk value of a group's entries: the command id, or the record's provider and key. */
function entryValues(group: PaletteGroup): string[] {
  return group.kind === 'commands'
    ? group.commands.map(({ command }) => command.id)
    : group.results.map((result) => `search:${group.provider.id}:${result.key}`);
}

const noArgs: Readonly<Record<string, unknown>> = {};

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm text-[var(--gray-12)] data-[disabled=true]:opacity-70';

/** Loads a picker's options for the query and the arguments chosen so far; `null` while loading. */
function usePickerOptions(
  picker: ArgPicker | null,
  ctx: CommandContext,
  query: string,
  args: Readonly<Record<string, unknown>>,
) {
  const [result, setResult] = useState<{ key: string; options: readonly PickerOption[] } | null>(null);
  const key = picker ? `${picker.title}\u0000${query}\u0000${JSON.stringify(args)}` : '';
  useEffect(() => {
    if (!picker) return;
    let cancelled = false;
    picker.options(ctx, query, args).then(
      (options) => !cancelled && setResult({ key, options }),
      (error: unknown) => {
        if (cancelled) return;
        setResult({ key, options: [] });
        ctx.notify({ kind: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [picker, ctx, query, args, key]);
  return result && result.key === key ? result.options : null;
}

/** Entity results (users, organisations) for the query on the root page; empty while loading. */
function useEntitySearch(
  providers: readonly SearchProvider[],
  ctx: CommandContext,
  query: string,
  enabled: boolean,
): readonly SearchGroup[] {
  const [result, setResult] = useState<{ query: string; groups: readonly SearchGroup[] }>({
    query: '',
    groups: [],
  });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void searchEntities(providers, ctx, query).then((groups) => !cancelled && setResult({ query, groups }));
    return () => {
      cancelled = true;
    };
  }, [providers, ctx, query, enabled]);
  return enabled && result.query === query ? result.groups : [];
}

function PaletteBody({ initialPage, onClose }: { initialPage: Page; onClose: () => void }) {
  const { registry, ctx, searchProviders } = useCommandRuntime();
  const recent = useAtomValue(recentCommandsAtom);
  const { screen } = useAtomValue(screenContextAtom);
  const [page, setPage] = useState<Page>(initialPage);
  const [query, setQuery] = useState('');

  const caller = useAtomValue(callerAtom);
  // What the role may not run is absent, not merely disabled (`caller` re-evaluates it when the role changes).
  const commands = useMemo(
    () => registry.list().filter((c) => c.showInPalette && permitted(c, ctx.store)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `permitted` reads the caller from the store
    [registry, ctx, caller],
  );
  const ranked = useMemo(
    () => rankCommands(commands, query, { recent, screen }),
    [commands, query, recent, screen],
  );
  const picker = page.kind === 'picker' && !page.picker.text?.multiline ? page.picker : null;
  const options = usePickerOptions(picker, ctx, query, page.kind === 'picker' ? page.args : noArgs);
  const found = useEntitySearch(searchProviders, ctx, query, page.kind === 'root');
  // Asked once per render: the order (available first) and the disabled items with their reason agree.
  const states = new Map(ranked.map(({ command }) => [command.id, availability(command, ctx)]));
  const groups = arrangePalette(ranked, found, query, (command) => states.get(command.id) === true);
  const first =
    page.kind === 'root'
      ? groups.flatMap((group) =>
          group.kind === 'commands'
            ? group.commands
                .filter(({ command }) => states.get(command.id) === true)
                .map(({ command }) => command.id)
            : entryValues(group),
        )[0]
      : options?.[0]?.value;
  // The first entry stays selected as results come in (the records arrive after the commands), until the user
  // moves the selection (keys or pointer): then it stays where they put it. Typing starts over.
  const pageKey = page.kind === 'root' ? 'root' : `${page.command.id}:${page.argName}`;
  const [selection, setSelection] = useState<{ page: string; query: string; value: string } | null>(null);
  const selected =
    selection && selection.page === pageKey && selection.query === query ? selection.value : (first ?? '');
  // Lists loaded earlier may miss what others added since: searched afresh once per opening.
  useEffect(() => freshenSearch(searchProviders, ctx), [searchProviders, ctx]);

  function run(command: Command, args: Record<string, unknown>) {
    onClose();
    runInteractive(registry, command.id, args, ctx).catch((error: unknown) =>
      ctx.notify({ kind: 'error', message: errorMessage(error) }),
    );
  }

  function choose(command: Command, args: Record<string, unknown> = {}) {
    const next = pickerPage(command, args, ctx);
    if (next) {
      setPage(next);
      setQuery('');
    } else {
      run(command, args);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Backspace' && query === '' && page.kind === 'picker') {
      event.preventDefault();
      setPage({ kind: 'root' });
    }
  }

  const stepHeader = page.kind === 'picker' && (
    <div className="flex items-center gap-2 px-1 pb-2 text-xs text-[var(--gray-11)]">
      <span className="rounded bg-[var(--gray-4)] px-2 py-0.5 text-[var(--gray-12)]">
        {page.command.title}
      </span>
      <span>{page.picker.title}</span>
      <span className="ml-auto">{t.back}</span>
    </div>
  );

  if (page.kind === 'picker' && page.picker.text?.multiline) {
    return (
      <div key={pageKey} className="flex flex-col">
        {stepHeader}
        <LinesStep
          label={page.picker.title}
          entry={page.picker.text}
          onSubmit={(text) => choose(page.command, { ...page.args, [page.argName]: text })}
          onBack={() => setPage({ kind: 'root' })}
        />
      </div>
    );
  }

  return (
    <Cmdk
      key={pageKey}
      label={page.kind === 'root' ? t.name : page.picker.title}
      shouldFilter={false}
      vimBindings={false}
      loop
      value={selected}
      onValueChange={(value) => {
        // cmdk selects the first entry itself when the list changes, which is `selected` already.
        if (value !== selected) setSelection({ page: pageKey, query, value });
      }}
      onKeyDown={onKeyDown}
      className="flex flex-col"
    >
      {stepHeader}
      <Cmdk.Input
        autoFocus
        value={query}
        onValueChange={setQuery}
        placeholder={
          page.kind === 'root' ? t.placeholder : page.picker.text ? page.picker.title : t.pickerPlaceholder
        }
        className="w-full rounded-md border border-[var(--gray-a7)] bg-[var(--color-surface)] px-3 py-2 text-base text-[var(--gray-12)] outline-none focus-visible:border-[var(--accent-8)]"
      />
      <Cmdk.List
        label={page.kind === 'root' ? t.name : page.picker.title}
        className="mt-2 max-h-[60vh] overflow-y-auto"
      >
        {page.kind === 'root' ? (
          <>
            <Cmdk.Empty className="px-3 py-6 text-center text-sm text-[var(--gray-11)]">{t.empty}</Cmdk.Empty>
            {groups.map((group) =>
              group.kind === 'commands' ? (
                <Cmdk.Group key={group.section} heading={sectionLabel(group.section)}>
                  {group.commands.map(({ command }) => {
                    const state = states.get(command.id) ?? true;
                    const reason = state === true ? null : state.reason;
                    return (
                      <Cmdk.Item
                        key={command.id}
                        value={command.id}
                        disabled={reason !== null}
                        onSelect={() => choose(command)}
                        className={itemClass}
                      >
                        <span className="min-w-0 flex-1">
                          <span className="block truncate">{command.title}</span>
                          {reason && (
                            <span className="block text-xs text-[var(--gray-11)]">
                              {t.unavailable}: {reason}
                            </span>
                          )}
                        </span>
                        <span className="text-xs text-[var(--gray-11)]">
                          {messages.commandGroups[command.group]}
                        </span>
                        {command.keybinding && <Keycaps binding={command.keybinding} />}
                      </Cmdk.Item>
                    );
                  })}
                </Cmdk.Group>
              ) : (
                <Cmdk.Group key={`search:${group.provider.id}`} heading={group.provider.title}>
                  {group.results.map((result) => {
                    const command = registry.get(result.commandId);
                    return (
                      command && (
                        <Cmdk.Item
                          key={result.key}
                          value={`search:${group.provider.id}:${result.key}`}
                          onSelect={() => choose(command, { ...result.args })}
                          className={itemClass}
                        >
                          <span className="min-w-0 flex-1 truncate">{result.label}</span>
                          {result.description && (
                            <span className="truncate text-xs text-[var(--gray-11)]">
                              {result.description}
                            </span>
                          )}
                        </Cmdk.Item>
                      )
                    );
                  })}
                </Cmdk.Group>
              ),
            )}
          </>
        ) : options === null ? (
          <Cmdk.Loading label={t.loadingOptions}>
            <Text as="p" size="2" color="gray" className="px-3 py-6 text-center">
              {t.loadingOptions}
            </Text>
          </Cmdk.Loading>
        ) : (
          <>
            <Cmdk.Empty className="px-3 py-6 text-center text-sm text-[var(--gray-11)]">
              {page.picker.text ? t.emptyText : t.emptyOptions}
            </Cmdk.Empty>
            {options.map((option) => (
              <Cmdk.Item
                key={option.value}
                value={option.value}
                onSelect={() => choose(page.command, { ...page.args, [page.argName]: option.value })}
                className={itemClass}
              >
                <span className="flex-1">{option.label}</span>
                {option.description && (
                  <span className="text-xs text-[var(--gray-11)]">{option.description}</span>
                )}
              </Cmdk.Item>
            ))}
          </>
        )}
      </Cmdk.List>
    </Cmdk>
  );
}

/**
 * The command palette (Ctrl+K / ⌘K): ranked commands with group and keycaps, unavailable ones disabled with
 * their reason, and a sub-page per missing argument (Backspace on an empty field goes back, Escape closes).
 */
export function CommandPalette() {
  const [palette, setPalette] = useAtom(paletteAtom);
  const { registry, ctx } = useCommandRuntime();
  const close = () => setPalette(closedPalette);

  const requested = palette.commandId ? registry.get(palette.commandId) : undefined;
  const initialPage: Page = (requested && pickerPage(requested, { ...palette.args }, ctx)) || {
    kind: 'root',
  };

  return (
    <Dialog.Root
      open={palette.open}
      onOpenChange={(open) => (open ? setPalette({ ...palette, open }) : close())}
    >
      <Dialog.Content
        aria-describedby={undefined}
        maxWidth="640px"
        size="2"
        className="wb-instant self-start !mt-[12vh]"
        onCloseAutoFocus={(event) => {
          // A command run from the palette may have put the focus somewhere since (a dialog's first field, the
          // screen it opened): it stays there. Otherwise it goes back to where it was before the palette.
          const active = document.activeElement;
          if (active && active !== document.body) event.preventDefault();
        }}
      >
        <Dialog.Title className="sr-only">{t.name}</Dialog.Title>
        {palette.open && (
          <PaletteBody key={`${palette.commandId ?? ''}`} initialPage={initialPage} onClose={close} />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
