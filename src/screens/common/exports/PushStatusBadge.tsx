import { Badge } from '@radix-ui/themes';
import type { ExportPushStatus } from '../../../api/schemas/exports';
import { messages } from '../../../messages';

const t = messages.exports.push;

const colors = {
  queued: 'gray',
  sending: 'blue',
  succeeded: 'green',
  failed: 'red',
} as const satisfies Record<ExportPushStatus, string>;

/** A push's status in Dutch: In de wachtrij, Bezig met verzenden, Verstuurd, Mislukt. */
export function PushStatusBadge({ status }: { status: ExportPushStatus }) {
  return (
    <Badge color={colors[status]} highContrast>
      {t.statuses[status]}
    </Badge>
  );
}
