import { Button, Text } from '@radix-ui/themes';
import { useId, type ComponentProps } from 'react';
import type { UseCommand } from '../common/useCommand';

/**
 * The save button of a settings tab: it runs the tab's own save (which shows its problems in place first), is
 * disabled while saving or when the command cannot run, and then says why beside it (e.g. the PDF settings save
 * only when the text changed).
 */
export function SaveCommandButton({
  command,
  label,
  savingLabel,
  saving,
  onSave,
  ...button
}: {
  command: Pick<UseCommand<never>, 'available' | 'reason'>;
  label: string;
  savingLabel: string;
  saving: boolean;
  /** Without it the button submits its form (`type="submit"`). */
  onSave?: () => void;
} & Omit<ComponentProps<typeof Button>, 'onClick' | 'disabled' | 'children'>) {
  const reasonId = useId();
  const unavailable = !command.available;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        {...button}
        onClick={onSave}
        disabled={saving || unavailable}
        aria-describedby={unavailable && command.reason ? reasonId : undefined}
      >
        {saving ? savingLabel : label}
      </Button>
      {unavailable && command.reason && (
        <Text id={reasonId} size="1" color="gray" highContrast>
          {command.reason}
        </Text>
      )}
    </span>
  );
}
