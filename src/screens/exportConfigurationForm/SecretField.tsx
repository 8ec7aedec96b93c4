import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import type { ExportSecretList } from '../../api/schemas/exports';
import { messages } from '../../messages';

const t = messages.exports.form;

/**
 * The name of the secret that holds the platform's API key (secrets are referenced by name only). The names the
 * server holds are offered (a datalist); a name it does not hold is a warning, not a refusal: the secret may be
 * added on the server later.
 */
export function SecretField({
  value,
  secrets,
  onChange,
  error,
}: {
  value: string;
  /** The server's names, or null while they load or when they could not be loaded. */
  secrets: ExportSecretList | null;
  onChange(value: string): void;
  error: string | undefined;
}) {
  const id = useId();
  const listId = `${id}-secrets`;
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const errorId = `${id}-error`;
  const name = value.trim();
  const unknown = secrets !== null && name !== '' && !error && !secrets.secrets.includes(name);
  const describedBy = [hintId, unknown ? warningId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t.fields.secretRef}
      </Text>
      <TextField.Root
        id={id}
        list={listId}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="max-w-xl"
      />
      <datalist id={listId}>
        {(secrets?.secrets ?? []).map((secret) => (
          <option key={secret} value={secret} />
        ))}
      </datalist>
      <Text id={hintId} size="1" color="gray" highContrast>
        {t.hints.secretRef(secrets?.source)}
      </Text>
      {unknown && (
        <Text id={warningId} size="1" color="amber" highContrast role="status">
          {t.secretUnknown(name)}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="1" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
