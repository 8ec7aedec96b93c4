import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { LOGO_MAX_BYTES, isLogoFileName } from '../../../src/api/schemas/branding';
import { hasUnstorableCharacter } from '../../../src/api/schemas/common';
import { ApiError } from '../http/errors';
import { messages } from '../messages';
import { safeFileBase } from '../transcriptions/fileNames';
import { ImageError, MAX_LOGO_PIXELS } from './gif';
import type { NewLogo } from './write';
import { checkLogoContent, logoKindOfContent, logoKindOfName } from './logoContent';
import { InvalidSvgError, UnsafeSvgError } from './svg';

/** Room for the multipart boundaries and headers on top of the largest logo. */
export const LOGO_BODY_MAX_BYTES = LOGO_MAX_BYTES + 64 * 1024;

const m = messages.branding;

/** The stored file name: the upload's name made safe, with the extension of what it is. */
function storedName(fileName: string, extension: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  return `${safeFileBase(base, 'logo')}.${extension}`;
}

/**
 * Reads and checks a logo upload: multipart with the file in the field `logo` (415 otherwise); a name ending
 * in .png, .jpg, .jpeg, .gif or .svg (415); not empty (422), at most `LOGO_MAX_BYTES` (413); content that is
 * what the name says (415 when it is something else or no image at all); and sound content: a raster image the
 * PDF renderer can read, an SVG without script or external references (422). Answers what to store.
 */
export async function readLogoUpload(c: Context): Promise<NewLogo> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(415, m.logoNotMultipart);
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    if (error instanceof HTTPException || error instanceof ApiError) throw error;
    throw new ApiError(400, m.logoUnreadableForm);
  }
  const field = form.logo;
  const file = Array.isArray(field) ? undefined : field;
  if (!(file instanceof File)) throw new ApiError(422, m.logoRequired);
  if (!isLogoFileName(file.name)) throw new ApiError(415, m.logoExtension);
  if (hasUnstorableCharacter(file.name)) throw new ApiError(422, messages.http.unstorableText(['logo']));
  if (file.size > LOGO_MAX_BYTES) throw new ApiError(413, m.logoTooLarge(LOGO_MAX_BYTES));
  if (file.size === 0) throw new ApiError(422, m.logoEmpty);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const named = logoKindOfName(file.name);
  const found = logoKindOfContent(bytes);
  if (!named || !found) throw new ApiError(415, m.logoUnknownContent);
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (named !== found) throw new ApiError(415, m.logoMismatch(found, extension));
  try {
    const checked = checkLogoContent(found, bytes);
    return { kind: found, content: checked.content, fileName: storedName(file.name, extension) };
  } catch (error) {
    if (error instanceof ImageError) {
      throw new ApiError(
        422,
        error.problem === 'tooLarge' ? m.logoTooManyPixels(MAX_LOGO_PIXELS) : m.logoBroken(found),
      );
    }
    if (error instanceof UnsafeSvgError) throw new ApiError(422, m.svgUnsafe(error.what));
    if (error instanceof InvalidSvgError) {
      throw new ApiError(
        422,
        { namespace: m.svgNamespace, size: m.svgSize, complex: m.svgComplex, notSvg: m.svgNotSvg }[
          error.problem
        ],
      );
    }
    throw error;
  }
}
