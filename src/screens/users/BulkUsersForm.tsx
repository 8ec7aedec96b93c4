import { Button, Callout, Flex, Text, TextArea } from '@radix-ui/themes';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { BULK_AUTO_CLOSE_MS, bulkCreateUsers, bulkSummary } from '../../commands/users/bulkCreate';
import { bulkBlocker, parseBulkLines } from '../../commands/shared/bulkLines';
import { messages } from '../../messages';
import { bulkOutcomeAtom } from '../../state/users';
import { useCommand } from '../common/useCommand';
import { ErrorCallout } from '../common/LoadState';

const t = messages.users.dialog;

/**
 * Bulk Toevoegen (one address per line; a comma-separated line uses its last element): live validation with
 * line numbers, create disabled while processing, without addresses or with errors; per-address results; closes
 * 1.5 s after a success without errors.
 */
export function BulkUsersForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const bulkCreate = useCommand(bulkCreateUsers);
  const outcome = useAtomValue(bulkOutcomeAtom);
  const setOutcome = useSetAtom(bulkOutcomeAtom);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { text: useId(), hint: useId(), problems: useId() };

  const parsed = useMemo(() => parseBulkLines('users', text), [text]);
  const blocker = bulkBlocker(parsed);
  const summary = outcome ? bulkSummary(outcome) : null;
  const succeeded = outcome !== null && outcome.created > 0 && outcome.failures.length === 0;

  useEffect(() => {
    setOutcome(null);
  }, [setOutcome]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onDone, BULK_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onDone]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || blocker) return;
    setBusy(true);
    setError(null);
    const result = await bulkCreate.run({ text });
    setBusy(false);
    if (result.status === 'failed') setError(errorMessage(result.error));
  }

  return (
    <form onSubmit={onSubmit}>
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={ids.text} size="2" weight="medium">
            {t.bulkLabel}
          </Text>
          <TextArea
            id={ids.text}
            rows={8}
            value={text}
            aria-describedby={`${ids.hint}${parsed.errors.length > 0 ? ` ${ids.problems}` : ''}`}
            aria-invalid={parsed.errors.length > 0 ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Text id={ids.hint} size="1" color="gray" highContrast>
            {t.bulkHint}
          </Text>
        </Flex>
        <Text size="2" aria-live="polite">
          {t.bulkCount(parsed.entries.length)}
        </Text>
        {parsed.errors.length > 0 && (
          <Callout.Root color="red" id={ids.problems}>
            <div className="text-sm">
              <Text as="p" weight="bold">
                {t.errorsHeading}
              </Text>
              <ul className="list-disc pl-5">
                {parsed.errors.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </Callout.Root>
        )}
        {blocker && text.trim() !== '' && (
          <Text size="2" color="red" role="status">
            {blocker}
          </Text>
        )}
        {summary && (
          <div role="status" className="flex flex-col gap-2">
            {summary.success && (
              <Callout.Root color="green">
                <Callout.Text>{summary.success}</Callout.Text>
              </Callout.Root>
            )}
            {summary.problem && outcome && (
              <Callout.Root color="red">
                <div className="text-sm">
                  <Text as="p" weight="bold">
                    {summary.problem}
                  </Text>
                  <ul className="list-disc pl-5">
                    {outcome.failures.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </Callout.Root>
            )}
          </div>
        )}
        <ErrorCallout message={error} />
        <Flex gap="3" justify="end">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={busy || blocker !== null}>
            {busy ? t.creating : t.create}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
