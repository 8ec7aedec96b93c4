import { Button, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { messages } from '../../messages';
import { environmentAtom, isProductionAtom, ownOrganizationAtom, usernameAtom } from '../../state/claims';
import { serverUrlAtom } from '../../state/session';
import { openAccount } from '../../commands/account/account';
import { logout as logoutCommand } from '../../commands/session/logout';
import { useCommand } from '../common/useCommand';

// What the header shows about the session, also shown in the menu drawer on a narrow screen.

/** The environment name; red when it is production (case-insensitive), otherwise white with dark text. */
export function EnvironmentBadge() {
  const environment = useAtomValue(environmentAtom);
  const production = useAtomValue(isProductionAtom);
  if (!environment) return null;
  return (
    // The environment is the warning that this is production: it keeps its width, and the server's address
    // beside it gives way in a narrow window.
    <span className="inline-flex shrink-0 items-center">
      <span className="sr-only">{messages.shell.environment}: </span>
      <span
        data-production={production ? 'true' : 'false'}
        className={`max-w-[12rem] truncate ${
          production
            ? 'rounded-full border border-[#991b1b] bg-[#b91c1c] px-2.5 py-0.5 text-xs font-semibold text-white'
            : 'rounded-full border border-[#94a3b8] bg-white px-2.5 py-0.5 text-xs font-semibold text-[#1e293b]'
        }`}
      >
        {environment}
      </span>
    </span>
  );
}

/**
 * The server's address and, for an organisation administrator, their organisation. `addressClassName` (else
 * `className`) places the address on its own: it needs more room than the organisation's name.
 */
export function SessionFacts({
  className = '',
  addressClassName = className,
}: {
  className?: string;
  addressClassName?: string;
}) {
  const serverUrl = useAtomValue(serverUrlAtom);
  const own = useAtomValue(ownOrganizationAtom);
  return (
    <>
      <Text size="2" color="gray" highContrast className={`min-w-0 truncate ${addressClassName}`}>
        <span className="sr-only">{messages.shell.server}: </span>
        <span>{serverUrl}</span>
      </Text>
      {own && (
        <Text size="2" weight="medium" className={`min-w-0 truncate ${className}`}>
          <span className="sr-only">{messages.shell.organization}: </span>
          <span>{own.name}</span>
        </Text>
      )}
    </>
  );
}

/** The signed-in user's name, which opens Mijn account. */
export function AccountButton({ className }: { className?: string }) {
  const username = useAtomValue(usernameAtom);
  const account = useCommand(openAccount);
  if (!username) return null;
  return (
    <Button
      variant="ghost"
      color="gray"
      highContrast
      className={className}
      onClick={() => void account.run()}
      disabled={!account.available}
      title={account.title}
    >
      <span className="sr-only">{messages.account.open}: </span>
      {username}
    </Button>
  );
}

export function LogoutButton({ className }: { className?: string }) {
  const logout = useCommand(logoutCommand);
  return (
    <Button className={className} onClick={() => void logout.run()} disabled={!logout.available}>
      {logout.title}
    </Button>
  );
}
