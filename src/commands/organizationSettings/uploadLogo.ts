import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { brandingChanged } from '../../state/organizationSettings';
import { organizationIdArg, organizationOnScreen, pickOrganization } from '../organizations/pickOrganization';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { logoFileProblem } from './logoFile';
import { showTab } from './tabs';

const t = messages.organizationSettings;

const logoFile = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File);

/**
 * Uploads the organisation's logo (`POST …/logo`, multipart field `logo`), after the browser's check of type by
 * name and size (the server checks the content too). The palette has no file to give: it opens the branding
 * tab, where the logo is chosen and previewed before it is sent.
 */
export const uploadLogo = defineCommand({
  id: 'organizations.uploadLogo',
  title: t.commands.uploadLogo,
  group: 'organizations',
  keywords: ['logo', 'upload', 'afbeelding', 'image', 'branding', 'png', 'svg'],
  calls: [endpoints.organizationSettings.uploadLogo],
  args: z.object({ organizationId: organizationIdArg, file: logoFile.optional() }),
  argPickers: { organizationId: pickOrganization },
  screenArgs: organizationOnScreen,
  contexts: ['organizationDetail'],
  invalidates: ({ organizationId, file }) => (file ? brandingChanged(organizationId) : []),
  run: async ({ organizationId, file }, ctx) => {
    if (!file) {
      showTab(ctx, organizationId, 'branding');
      ctx.notify({ kind: 'info', message: t.branding.logo.chooseOnTab });
      return;
    }
    const problem = logoFileProblem(file);
    if (problem) throw new Error(problem);
    const form = new FormData();
    form.set('logo', file, file.name);
    let uploaded;
    try {
      uploaded = await ctx.api.call(endpoints.organizationSettings.uploadLogo, {
        params: { id: organizationId },
        body: form,
      });
    } catch (cause) {
      throw failure(t.branding.logoUploadFailed, cause);
    }
    ctx.notify({ kind: 'success', message: uploaded.message.trim() || t.branding.logo.uploaded });
  },
});
