import { Button, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TaxonomyOwnerType } from '../../api/schemas/taxonomies';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { Keycaps } from '../common/Keycaps';
import { OwnerIcon } from '../common/taxonomies/OwnerCell';
import type { UseCommand } from '../common/useCommand';

const t = messages.taxonomies;

/** Back to the taxonomy list. */
export function BackToList() {
  return (
    <Link
      to={href(routes.taxonomies)}
      className="w-fit text-sm text-[var(--accent-11)] underline-offset-2 hover:underline"
    >
      <span aria-hidden="true">←</span> {t.editor.back}
    </Link>
  );
}

/** The owner of the taxonomy: `Eigenaar: [icon] name`, and what follows it. */
export function OwnerLine({
  type,
  name,
  children,
}: {
  type: TaxonomyOwnerType | null | undefined;
  name: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Text size="2" color="gray" highContrast>
        {t.editor.ownerLine}:
      </Text>
      {type && <OwnerIcon type={type} />}
      <Text size="2" weight="medium">
        {name ?? '-'}
      </Text>
      {children}
    </Flex>
  );
}

/**
 * The save button of an editor: the command's availability, its shortcut (Ctrl+S), and the screen's own check
 * first (`onSave` shows what is missing before the command runs).
 */
export function SaveButton({
  command,
  label,
  busy,
  onSave,
}: {
  command: Pick<UseCommand<never>, 'available' | 'reason' | 'keybinding' | 'ariaKeyShortcuts'>;
  label: string;
  busy: boolean;
  onSave(): void;
}) {
  return (
    <Button
      onClick={onSave}
      disabled={busy || !command.available}
      title={command.reason ?? undefined}
      aria-keyshortcuts={command.ariaKeyShortcuts}
    >
      {label}
      {command.keybinding && <Keycaps binding={command.keybinding} />}
    </Button>
  );
}
