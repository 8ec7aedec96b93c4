import { Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai/react';
import { useId } from 'react';
import { editBranding } from '../../commands/organizationSettings/editBranding';
import { saveBranding } from '../../commands/organizationSettings/saveBranding';
import { messages } from '../../messages';
import { brandingResource } from '../../state/organizationSettings';
import { brandingEditorsAtom, changeBrandingDraft } from '../../state/organizationSettingsEditors';
import { CommandButton } from '../common/CommandButton';
import { useCommandRuntime } from '../common/CommandRuntime';
import { LoadState } from '../common/LoadState';
import { useCommand } from '../common/useCommand';
import { useResource } from '../common/useResource';
import { BrandingForm } from './branding/BrandingForm';
import { BrandingView } from './branding/BrandingView';
import { LogoSection } from './branding/LogoSection';

const t = messages.organizationSettings.branding;

/**
 * `/organizations/{id}?tab=branding`: colours, brand font and company details in a view and an edit mode, with
 * a contrast warning for the primary colour, and the logo with its upload.
 */
export default function BrandingTab({
  organizationId,
  organizationName,
}: {
  organizationId: number;
  organizationName: string;
}) {
  const { ctx } = useCommandRuntime();
  const branding = useResource(brandingResource, organizationId);
  const editor = useAtomValue(brandingEditorsAtom)[organizationId] ?? null;
  const save = useCommand(saveBranding, { organizationId });
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Heading as="h2" size="5" id={headingId}>
          {t.heading}
        </Heading>
        {!editor && (
          <CommandButton command={editBranding} args={{ organizationId }} busy={!branding.data}>
            {t.edit}
          </CommandButton>
        )}
      </Flex>
      <Text as="p" size="2" color="gray" highContrast>
        {t.intro}
      </Text>
      <LoadState loadable={branding} loading={t.loading} />
      {branding.data && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2">
          <div className="min-w-0">
            {editor ? (
              <BrandingForm
                organizationId={organizationId}
                draft={editor.draft}
                save={save}
                onChange={(patch) => changeBrandingDraft(ctx.store, organizationId, patch)}
              />
            ) : (
              <BrandingView branding={branding.data} />
            )}
          </div>
          <LogoSection
            organizationId={organizationId}
            organizationName={organizationName}
            hasLogo={Boolean(branding.data.logo_path)}
          />
        </div>
      )}
    </section>
  );
}
