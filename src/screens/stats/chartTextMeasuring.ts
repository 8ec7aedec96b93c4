/** The id of the span in which recharts measures text (`getStringSize` in recharts/es6/util/DOMUtils.js). */
export const MEASUREMENT_SPAN_ID = 'recharts_measurement_span';

/** The font size of the charts' axis labels (Tremor's `text-tremor-label` is 12px too). */
export const CHART_LABEL_FONT_SIZE = 12;

/**
 * The span's style as recharts sets it before every measurement (out of view, not wrapping), and the labels'
 * font size: recharts sets a font size only when an axis has read one from its drawn labels, and keeps it.
 */
const MEASUREMENT_STYLE: Partial<CSSStyleDeclaration> = {
  fontSize: `${CHART_LABEL_FONT_SIZE}px`,
  position: 'absolute',
  top: '-20000px',
  left: '0',
  padding: '0',
  margin: '0',
  border: 'none',
  whiteSpace: 'pre',
};

/**
 * Makes recharts measure its labels in a span whose one text node changes, instead of a new text node for every
 * label. recharts sizes every axis label in a span it looks up by id and fills by `textContent`, then reads its
 * box. Setting `textContent` replaces the span's text node, and in a page with CSS `:has()` rules (Radix Themes
 * has two dozen) Chromium answers every inserted node with a restyle of the whole document: the dashboard's two
 * charts spent about 170 ms of a CPU slowed 4× in those reads, and about 40 ms when only the text node's data
 * changes. The span comes first, so recharts finds it; its measurements stay the same (the same span, styles and
 * text, in the same place). The span is none of recharts' API: tests/unit/internals/rechartsMeasuringSpan.test.ts
 * runs recharts' own measuring against it and fails when recharts no longer measures this way.
 */
export function measureChartTextInOneNode(doc: Document = document): void {
  if (doc.getElementById(MEASUREMENT_SPAN_ID)) return;
  const span = doc.createElement('span');
  span.id = MEASUREMENT_SPAN_ID;
  span.setAttribute('aria-hidden', 'true');
  Object.assign(span.style, MEASUREMENT_STYLE);
  const text = span.appendChild(doc.createTextNode(''));
  Object.defineProperty(span, 'textContent', {
    configurable: true,
    get: () => text.data,
    set: (value: unknown) => {
      text.data = value == null ? '' : String(value);
    },
  });
  doc.body.appendChild(span);
}
