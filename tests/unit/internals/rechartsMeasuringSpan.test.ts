import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHART_LABEL_FONT_SIZE,
  MEASUREMENT_SPAN_ID,
  measureChartTextInOneNode,
} from '../../../src/screens/stats/chartTextMeasuring';

// src/screens/stats/chartTextMeasuring.ts places the span in which recharts measures its labels before recharts
// does: recharts then measures in it without replacing its text node. That span is none of recharts' API: these
// tests run recharts' own measuring function (`getStringSize`, in the ES module build that the console's bundle
// holds) and fail when it no longer finds, fills or styles the span as assumed (docs/third-party-internals.md).

const CHECKED_VERSION = /^2\.15\./;
const installed = (
  JSON.parse(readFileSync('node_modules/recharts/package.json', 'utf8')) as { version: string }
).version;

type Size = { width: number; height: number };
// A private module of recharts, without types of its own; named by a variable so the type checker leaves it.
const DOM_UTILS = 'recharts/es6/util/DOMUtils.js';
const { getStringSize } = (await import(/* @vite-ignore */ DOM_UTILS)) as {
  getStringSize: (text: string, style?: Record<string, string | number>) => Size;
};

afterEach(() => document.getElementById(MEASUREMENT_SPAN_ID)?.remove());

describe(`recharts' measuring span (recharts ${installed})`, () => {
  it('is recharts 2.15, against which the measuring span was checked', () => {
    expect(
      installed,
      `recharts ${installed} is installed; chartTextMeasuring.ts was checked against 2.15. If the other tests ` +
        'here pass, measure again (docs/third-party-internals.md) and update CHECKED_VERSION.',
    ).toMatch(CHECKED_VERSION);
  });

  it('measures in the span placed before it, changing the one text node instead of replacing it', () => {
    measureChartTextInOneNode();
    const span = document.getElementById(MEASUREMENT_SPAN_ID)!;
    const node = span.firstChild;
    // As an axis measures its labels before it has read their font size: with empty values.
    getStringSize('22 nov.', { fontSize: '', letterSpacing: '' });
    getStringSize('120.000', { fontSize: '', letterSpacing: '' });
    expect(
      document.querySelectorAll(`#${MEASUREMENT_SPAN_ID}`),
      'recharts made a span of its own',
    ).toHaveLength(1);
    expect(span.firstChild, 'recharts replaced the text node').toBe(node);
    expect(span.childNodes).toHaveLength(1);
    expect(node?.nodeValue).toBe('120.000');
  });

  it("keeps the labels' font size on the span when it is given none", () => {
    measureChartTextInOneNode();
    getStringSize('23 nov.', { fontSize: '', letterSpacing: '' });
    const span = document.getElementById(MEASUREMENT_SPAN_ID)!;
    expect(span.style.fontSize).toBe(`${CHART_LABEL_FONT_SIZE}px`);
    // Out of view and on one line, as recharts itself places it.
    expect(span.style.position).toBe('absolute');
    expect(span.style.top).toBe('-20000px');
    expect(span.style.whiteSpace).toBe('pre');
  });
});
