/**
 * The PDF export settings as the pdf tab's editor holds them: JSON text indented 2 spaces, where empty means
 * the default layout (null is sent). Reading a text against the schema is `pdfSettingsReading` (loaded when a
 * text is checked).
 */

/** Whether the text means "the default layout": nothing but white space. */
export const isDefaultLayoutText = (text: string) => text.trim() === '';

/** The settings as the editor shows them: indented 2 spaces, empty for the default layout. */
export function pdfSettingsText(settings: unknown): string {
  return settings === null || settings === undefined ? '' : JSON.stringify(settings, null, 2);
}
