import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { LOGO_ACCEPT, LOGO_MAX_BYTES } from '../../../api/schemas/branding';
import { logoFileProblem } from '../../../commands/organizationSettings/logoFile';
import { uploadLogo } from '../../../commands/organizationSettings/uploadLogo';
import { messages } from '../../../messages';
import { logoResource } from '../../../state/organizationSettings';
import { ErrorCallout, Loading } from '../../common/LoadState';
import { useCommand } from '../../common/useCommand';
import { useObjectUrl } from '../../common/useObjectUrl';
import { useResource } from '../../common/useResource';

const t = messages.organizationSettings.branding.logo;

const logoFrame =
  'flex min-h-24 items-center justify-center rounded-[var(--radius-3)] border border-[var(--gray-a6)] bg-[var(--gray-2)] p-3';

/** The logo as the server has it: fetched with the session's token (it is served sandboxed) into a blob URL. */
function CurrentLogo({ organizationId, name }: { organizationId: number; name: string }) {
  const logo = useResource(logoResource, organizationId);
  const url = useObjectUrl(logo.data);
  return (
    <>
      {logo.loading && !logo.data && <Loading label={t.loading} />}
      <ErrorCallout message={logo.error} />
      {url && (
        <div className={logoFrame}>
          <img src={url} alt={t.current(name)} className="max-h-32 max-w-full object-contain" />
        </div>
      )}
    </>
  );
}

/**
 * The logo: the current one, and an upload that checks the chosen file in the browser (png, jpg, jpeg, gif or
 * svg by name, the size limit) and shows it before it is sent.
 */
export function LogoSection({
  organizationId,
  organizationName,
  hasLogo,
}: {
  organizationId: number;
  organizationName: string;
  hasLogo: boolean;
}) {
  const upload = useCommand(uploadLogo, { organizationId });
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(chosen);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const refused = file ? logoFileProblem(file) : null;
    setProblem(refused);
    setChosen(file && !refused ? file : null);
  }

  function discard() {
    setChosen(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  }

  async function send() {
    if (!chosen) return;
    setUploading(true);
    const result = await upload.run({ file: chosen });
    setUploading(false);
    if (result.status === 'done') discard();
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading as="h3" size="3" id={headingId}>
        {t.heading}
      </Heading>
      {hasLogo ? (
        <CurrentLogo organizationId={organizationId} name={organizationName} />
      ) : (
        <Text as="p" size="2" color="gray" highContrast>
          {t.none}
        </Text>
      )}
      <Flex direction="column" gap="1" align="start">
        {/* The browser's own file control words its button and "no file" in the browser's language: the console's
            button opens it instead, and the control itself stays for assistive technology's and tests' sake. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={LOGO_ACCEPT}
          onChange={choose}
          tabIndex={-1}
          aria-label={t.choose}
          className="sr-only"
        />
        <Button
          type="button"
          variant="soft"
          onClick={() => input.current?.click()}
          disabled={!upload.available || uploading}
          aria-describedby={[hintId, problem ? problemId : null].filter(Boolean).join(' ')}
        >
          {t.chooseButton}
        </Button>
        <Text id={hintId} size="1" color="gray" highContrast>
          {t.hint(LOGO_MAX_BYTES)}
        </Text>
        {problem && (
          <Text id={problemId} size="2" color="red" role="alert">
            {problem}
          </Text>
        )}
      </Flex>
      {chosen && preview && (
        <Flex direction="column" gap="2">
          <Text as="p" size="2">
            {t.chosen(chosen.name)}
          </Text>
          <div className={logoFrame}>
            <img src={preview} alt={t.previewAlt} className="max-h-32 max-w-full object-contain" />
          </div>
          <Flex gap="2" wrap="wrap">
            <Button onClick={() => void send()} disabled={uploading || !upload.available}>
              {uploading ? t.uploading : t.upload}
            </Button>
            <Button variant="soft" color="gray" onClick={discard} disabled={uploading}>
              {t.discard}
            </Button>
          </Flex>
        </Flex>
      )}
    </section>
  );
}
