import { Badge } from '@radix-ui/themes';
import { messages } from '../../messages';

const t = messages.workers;

/** Online (green) or Offline (red), in words as well as colour. */
export function WorkerStateBadge({ online }: { online: boolean }) {
  return (
    <Badge color={online ? 'green' : 'red'} highContrast>
      {online ? t.states.online : t.states.offline}
    </Badge>
  );
}

/** A task running far longer than usual (`STUCK_TASK_SECONDS`). */
export function StuckBadge({ minutes }: { minutes: number }) {
  return (
    <Badge color="orange" highContrast title={t.stuckHint(minutes)}>
      {t.possiblyStuck}
    </Badge>
  );
}
