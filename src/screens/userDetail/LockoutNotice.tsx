import { Callout, Flex, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { clearLockout } from '../../commands/users/clearLockout';
import { messages } from '../../messages';
import { formatDateTime } from '../../messages/format';
import { roleAtom } from '../../state/claims';
import { lockoutResource } from '../../state/lockouts';
import { CommandButton } from '../common/CommandButton';
import { useResource } from '../common/useResource';

const t = messages.users.lockout;

/**
 * The account's sign-in throttling after failed sign-ins, shown only while it is throttled: until when, the
 * failures counted, and a button that clears it. Platform administrators only (the endpoint's access).
 */
export function LockoutNotice({ userId }: { userId: number }) {
  const role = useAtomValue(roleAtom);
  const platform = role === 'superuser' || role === 'admin';
  const lockout = useResource(lockoutResource, platform ? userId : null).data;
  if (!lockout || (!lockout.locked && !lockout.mail_limited_until)) return null;
  return (
    <Callout.Root color="orange" role="status" aria-label={t.heading} className="mb-4">
      <Flex direction="column" gap="2">
        <Text weight="bold">{t.heading}</Text>
        {lockout.locked && lockout.until && <Text>{t.lockedUntil(formatDateTime(lockout.until))}</Text>}
        {lockout.locked && <Text>{t.failures(lockout.password_failures, lockout.two_factor_failures)}</Text>}
        {lockout.mail_limited_until && (
          <Text>{t.mailLimitedUntil(formatDateTime(lockout.mail_limited_until))}</Text>
        )}
        <div>
          <CommandButton command={clearLockout} args={{ userId }} variant="soft" color="orange">
            {t.clear}
          </CommandButton>
        </div>
      </Flex>
    </Callout.Root>
  );
}
