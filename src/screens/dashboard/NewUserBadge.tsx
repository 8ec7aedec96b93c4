import { Badge } from '@radix-ui/themes';
import { messages } from '../../messages';
import { formatDate } from '../../messages/format';
import type { NewUserBadge as Kind } from '../../state/dashboard';

const t = messages.dashboard;

/** Nieuw (1m) for an account at most 30 days old, Nieuw (2m) at most 60. */
export function NewUserBadge({
  kind,
  createdAt,
}: {
  kind: Kind | null;
  createdAt: string | null | undefined;
}) {
  if (!kind) return null;
  return (
    <Badge
      color={kind === 'oneMonth' ? 'grass' : 'cyan'}
      highContrast
      title={createdAt ? t.newBadgeHint(formatDate(createdAt)) : undefined}
    >
      {t.newBadge[kind]}
    </Badge>
  );
}
