import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { isTranscriptFileName, TRANSCRIPT_EXTENSION } from '../../api/schemas/transcriptions';
import {
  downloadAudio,
  downloadSummary,
  downloadTranscript,
  uploadTranscription,
} from '../../commands/users/transcriptions';
import { formatDate, formatDateTime, formatDuration } from '../../messages/format';
import { messages } from '../../messages';
import { transcriptionsResource } from '../../state/transcriptions';
import { CommandButton } from '../common/CommandButton';
import { FormField } from '../common/FormField';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { useRowFocus } from '../common/useRowFocus';
import { ErrorCallout, Loading } from '../common/LoadState';
import { SummaryExport } from './SummaryExport';

const t = messages.users.transcriptions;

/** Upload of a `.txt` transcript with an optional name (no other file type is accepted). */
function UploadForm({ userId }: { userId: number }) {
  const upload = useCommand(uploadTranscription, { userId });
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = useId();
  const fileError = file && !isTranscriptFileName(file.name) ? t.onlyTxt : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file || fileError || busy) return;
    setBusy(true);
    setError(null);
    const result = await upload.run({ file, name });
    setBusy(false);
    if (result.status === 'failed') setError(errorMessage(result.error));
    if (result.status === 'done') {
      setFile(null);
      setName('');
      if (input.current) input.current.value = '';
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 rounded-md border border-[var(--gray-a5)] p-4">
      <Heading as="h3" size="3">
        {t.uploadHeading}
      </Heading>
      <Flex gap="4" wrap="wrap" align="start">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={fileId} size="2" weight="medium">
            {t.file}
          </Text>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept={`${TRANSCRIPT_EXTENSION},text/plain`}
            aria-invalid={fileError ? true : undefined}
            className="text-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {fileError && (
            <Text size="1" color="red" role="alert">
              {fileError}
            </Text>
          )}
        </Flex>
        <FormField label={t.name}>
          {(props) => <TextField.Root {...props} value={name} onChange={(e) => setName(e.target.value)} />}
        </FormField>
      </Flex>
      <ErrorCallout message={error} />
      <div>
        <Button type="submit" disabled={!file || fileError !== null || busy}>
          {busy ? t.uploading : t.upload}
        </Button>
      </div>
    </form>
  );
}

/** Where a download was: what it was, removed by the retention policy on that date. */
function Removed({ label, at }: { label: string; at: string }) {
  return (
    <Text size="1" color="gray" highContrast className="self-center">
      {label}: {messages.retention.removedMarker(formatDate(at))}
    </Text>
  );
}

/**
 * The transcriptions tab (superusers only): list with downloads (what the retention removed shown as removed,
 * with its date), and the upload.
 */
export function TranscriptionsTab({ userId }: { userId: number }) {
  // Loaded when the tab opens; an upload reloads it (the command invalidates it).
  const loadable = useResource(transcriptionsResource, userId);

  const items = loadable.data;
  const ids = useMemo(() => (items ?? []).map((item) => item.id), [items]);
  const focus = useRowFocus<HTMLDivElement>(ids);
  return (
    <Flex direction="column" gap="4">
      <Flex align="center" gap="3">
        <Heading as="h2" size="4">
          {t.heading}
        </Heading>
        {loadable.loading && <Loading label={t.loading} />}
      </Flex>
      <ErrorCallout message={loadable.error} />
      {items && items.length === 0 && (
        <Text as="p" color="gray" highContrast>
          {t.empty}
        </Text>
      )}
      {items && items.length > 0 && (
        <div ref={focus} className="overflow-x-auto rounded-md border border-[var(--gray-a5)]">
          <table aria-label={t.tableLabel} className="wb-data-table w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="px-3 py-2">
                  {t.columns.name}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.columns.createdAt}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.columns.duration}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.columns.downloads}
                </th>
                <th scope="col" className="px-3 py-2">
                  {messages.exports.push.column}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const args = { userId, transcriptionId: item.id };
                const of = <span className="sr-only">{t.ofTranscription(item.name)}</span>;
                return (
                  <tr
                    key={item.id}
                    data-row-id={item.id}
                    className="border-t border-[var(--gray-a4)] align-top"
                  >
                    <td className="px-3 py-2">{item.name}</td>
                    <td className="px-3 py-2">{formatDateTime(item.created_at)}</td>
                    <td className="px-3 py-2">{formatDuration(item.audio_duration)}</td>
                    <td className="px-3 py-2">
                      <Flex gap="2" wrap="wrap">
                        {item.transcript_removed_at ? (
                          <Removed label={t.transcript} at={item.transcript_removed_at} />
                        ) : (
                          <CommandButton command={downloadTranscript} args={args} size="1" variant="soft">
                            {t.transcript}
                            {of}
                          </CommandButton>
                        )}
                        {item.audio_removed_at ? (
                          <Removed label={t.audio} at={item.audio_removed_at} />
                        ) : item.has_audio ? (
                          <CommandButton command={downloadAudio} args={args} size="1" variant="soft">
                            {t.audio}
                            {of}
                          </CommandButton>
                        ) : (
                          <Text size="1" color="gray" highContrast className="self-center">
                            {t.noAudio}
                          </Text>
                        )}
                        {item.summaries.map((s) =>
                          s.removed_at ? (
                            <Removed key={s.id} label={t.summary(s.meeting_type)} at={s.removed_at} />
                          ) : (
                            <CommandButton
                              key={s.id}
                              command={downloadSummary}
                              args={{ ...args, summaryId: s.id }}
                              size="1"
                              variant="soft"
                            >
                              {t.summary(s.meeting_type)}
                              {of}
                            </CommandButton>
                          ),
                        )}
                      </Flex>
                    </td>
                    <td className="px-3 py-2">
                      <Flex direction="column" gap="3">
                        {item.summaries
                          .filter((summary) => !summary.removed_at)
                          .map((summary) => (
                            <SummaryExport
                              key={summary.id}
                              userId={userId}
                              transcriptionId={item.id}
                              summary={summary}
                            />
                          ))}
                      </Flex>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <UploadForm userId={userId} />
    </Flex>
  );
}
