import { isLogoFileName, LOGO_MAX_BYTES } from '../../api/schemas/branding';
import { messages } from '../../messages';

const t = messages.organizationSettings.branding.logo;

/**
 * Why a chosen file cannot be the logo, checked in the browser before anything is sent (png, jpg, jpeg,
 * gif or svg by name; the size limit); null when it may be uploaded. The server checks the content as well.
 */
export function logoFileProblem(file: { name: string; size: number }): string | null {
  if (!isLogoFileName(file.name)) return t.wrongType;
  if (file.size === 0) return t.empty;
  if (file.size > LOGO_MAX_BYTES) return t.tooLarge(LOGO_MAX_BYTES);
  return null;
}
