import pdfmake from 'pdfmake';
import type { DocumentDefinition } from './document';
import { fontFiles, fontTable } from './fonts';

/**
 * pdfmake, set up once for the process: Work Sans as the only fonts, no URL fetched (a document never names
 * one, and none may be reached from it), and no local file read but the font files. Images reach it as data
 * URLs and SVG text only.
 */
let configured = false;

function configure(): void {
  if (configured) return;
  const allowed = fontFiles();
  pdfmake.setFonts(fontTable());
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => allowed.has(file));
  configured = true;
}

/** Lays out and writes a document definition: the PDF's bytes. */
export async function writePdf(definition: DocumentDefinition): Promise<Uint8Array> {
  configure();
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
