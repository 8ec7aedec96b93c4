/**
 * The part of pdfmake 0.3 (server build, CommonJS: `module.exports = new pdfmake()`) the renderer uses. pdfmake
 * ships no type declarations; the document definition itself is typed in `./document.ts`.
 */
declare module 'pdfmake' {
  interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }

  interface PdfMake {
    setFonts(fonts: Record<string, FontFiles>): void;
    /** Whether a URL (images, fonts) may be fetched; pdfmake fetches nothing when this answers false. */
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    /** Whether a local file (fonts, images given as paths) may be read. */
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(docDefinition: object, options?: object): OutputDocument;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
