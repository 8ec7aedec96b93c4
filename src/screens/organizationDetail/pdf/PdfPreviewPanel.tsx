import { Flex, Heading, Text } from '@radix-ui/themes';
import { previewPdf } from '../../../commands/organizationSettings/previewPdf';
import { messages } from '../../../messages';
import type { Loadable } from '../../../state/loadable';
import type { PdfPreview } from '../../../state/pdfPreview';
import { CommandButton } from '../../common/CommandButton';
import { ErrorCallout, Loading } from '../../common/LoadState';
import { useObjectUrl } from '../../common/useObjectUrl';

const t = messages.organizationSettings.pdf.preview;

/**
 * The PDF preview beside the editor (beyond the original product): the server's rendering of a sample summary,
 * shown by the browser's PDF viewer in a frame of a `blob:` URL (released when a newer preview replaces it),
 * with a download link; "Voorbeeld vernieuwen" renders the editor's current text.
 */
export function PdfPreviewPanel({
  organizationId,
  preview,
}: {
  organizationId: number;
  preview: Loadable<PdfPreview>;
}) {
  const url = useObjectUrl(preview.data?.file);
  const headingId = `pdf-preview-${organizationId}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h3" size="4" id={headingId}>
          {t.heading}
        </Heading>
        <CommandButton command={previewPdf} args={{ organizationId }} variant="soft" busy={preview.loading}>
          {t.refresh}
        </CommandButton>
      </Flex>
      <Text as="p" size="2" color="gray" highContrast>
        {t.explanation}
      </Text>
      {preview.loading && <Loading label={t.loading} />}
      <ErrorCallout message={preview.error} />
      {preview.data && url ? (
        <>
          <Text as="p" size="1" color="gray" highContrast>
            {preview.data.draft ? t.ofDraft : t.ofSaved}
          </Text>
          <iframe
            title={t.frameTitle}
            src={url}
            className="h-[70vh] min-h-96 w-full rounded-[var(--radius-2)] border border-[var(--gray-a7)] bg-[var(--gray-3)]"
          />
          <a
            href={url}
            download={t.fileName(organizationId)}
            className="w-fit text-sm text-[var(--accent-11)] underline underline-offset-2"
          >
            {t.download}
          </a>
        </>
      ) : (
        !preview.loading &&
        !preview.error && (
          <Text as="p" size="2" color="gray" highContrast>
            {t.none}
          </Text>
        )
      )}
    </section>
  );
}
