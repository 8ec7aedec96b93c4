import type { SessionItem } from '../../api/schemas/sessions';
import { formatDateTime } from '../../messages/format';
import { messages } from '../../messages';

/** A session as a picker shows it: the device, then address and last use. */
export function describeSession(session: SessionItem): { label: string; description: string } {
  const t = messages.sessions;
  return {
    label: session.device ?? t.device,
    description: [session.ip_address, `${t.lastUsed} ${formatDateTime(session.last_used_at)}`]
      .filter(Boolean)
      .join(' · '),
  };
}
