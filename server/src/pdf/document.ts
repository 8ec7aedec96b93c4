/**
 * The part of pdfmake's document definition the renderer writes (pdfmake 0.3 has no type declarations of its
 * own). Sizes are in PDF points (1/72 inch).
 */

export type Margins = [left: number, top: number, right: number, bottom: number];
export type Alignment = 'left' | 'center' | 'right' | 'justify';

/** Style properties a node may carry. */
export interface NodeStyle {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  lineHeight?: number;
  alignment?: Alignment;
  margin?: Margins;
  characterSpacing?: number;
}

/** A run of text inside a text node. */
export interface TextRun extends NodeStyle {
  text: string;
}

export interface TextNode extends NodeStyle {
  text: string | TextRun[];
  /** A heading's level, for the PDF's outline. */
  headlineLevel?: number;
  pageBreak?: 'before' | 'after';
  /** Keep with the next node when it would otherwise sit alone at a page's end. */
  unbreakable?: boolean;
  /** Never wrapped: the line is as wide as its text. */
  noWrap?: boolean;
}

export interface ListNode extends NodeStyle {
  ul?: Content[];
  ol?: Content[];
  markerColor?: string;
  /** The number of a numbered list's first item. */
  start?: number;
  type?: 'disc' | 'circle' | 'square' | 'decimal' | 'none';
}

export interface ImageNode extends NodeStyle {
  /** A data URL (PNG or JPEG). */
  image: string;
  fit: [width: number, height: number];
}

export interface SvgNode extends NodeStyle {
  svg: string;
  fit: [width: number, height: number];
  /** Passed on to svg-to-pdfkit (its image and warning callbacks). */
  options?: Record<string, unknown>;
}

export interface StackNode extends NodeStyle {
  stack: Content[];
  pageBreak?: 'before' | 'after';
  unbreakable?: boolean;
}

export interface ColumnsNode extends NodeStyle {
  columns: (Content & { width?: number | '*' | 'auto' })[];
  columnGap?: number;
}

export interface CanvasLine {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth: number;
  lineColor: string;
}

export interface CanvasNode extends NodeStyle {
  canvas: CanvasLine[];
}

export interface TableNode extends NodeStyle {
  table: { widths: (number | '*' | 'auto')[]; body: Content[][] };
  layout?: 'noBorders' | 'lightHorizontalLines';
}

export type Content =
  TextNode | ListNode | ImageNode | SvgNode | StackNode | ColumnsNode | CanvasNode | TableNode;

export interface PageSize {
  width: number;
  height: number;
}

/** What the header and footer functions answer for a page: content, or null for nothing. */
export type PageContent = (currentPage: number, pageCount: number, pageSize: PageSize) => Content | null;

export interface DocumentDefinition {
  pageSize: string;
  pageOrientation: 'portrait' | 'landscape';
  pageMargins: Margins;
  header?: PageContent;
  footer?: PageContent;
  content: Content[];
  defaultStyle: NodeStyle;
  info?: { title?: string; author?: string; subject?: string; creator?: string; producer?: string };
  language?: string;
}
