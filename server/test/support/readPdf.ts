// Reads a PDF back with pdf.js (the legacy build, for Node): per page its size, its text (as runs with their
// font size and position) and the fill colours it paints with.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfRun {
  text: string;
  /** Font size in points (the text matrix's vertical scale). */
  size: number;
  x: number;
  y: number;
}

export interface PdfPage {
  width: number;
  height: number;
  runs: PdfRun[];
  /** The page's text, runs joined by spaces (white space collapsed). */
  text: string;
  /** Fill colours used on the page, as `#rrggbb`. */
  fills: Set<string>;
  /** How many raster images the page paints. */
  images: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: PdfPage[] = [];
  try {
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const runs: PdfRun[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a, , , d, e, f] = item.transform as number[];
        runs.push({ text: item.str, size: Math.abs(d ?? a ?? 0), x: e ?? 0, y: f ?? 0 });
      }
      const operators = await page.getOperatorList();
      const fills = new Set<string>();
      let images = 0;
      operators.fnArray.forEach((fn, i) => {
        if (fn === OPS.setFillRGBColor)
          fills.add(String((operators.argsArray[i] as unknown[])[0]).toLowerCase());
        if (fn === OPS.paintImageXObject) images++;
      });
      pages.push({
        width: Math.round((x1 - x0) * 100) / 100,
        height: Math.round((y1 - y0) * 100) / 100,
        runs,
        text: runs
          .map((run) => run.text)
          .join(' ')
          .replace(/\s+/g, ' '),
        fills,
        images,
      });
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  return pages;
}
