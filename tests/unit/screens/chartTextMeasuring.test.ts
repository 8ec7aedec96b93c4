import { afterEach, describe, expect, it } from 'vitest';
import {
  CHART_LABEL_FONT_SIZE,
  MEASUREMENT_SPAN_ID,
  measureChartTextInOneNode,
} from '../../../src/screens/stats/chartTextMeasuring';

afterEach(() => document.getElementById(MEASUREMENT_SPAN_ID)?.remove());

describe('measureChartTextInOneNode', () => {
  it('places recharts’ measuring span, hidden from assistive technology and out of view', () => {
    measureChartTextInOneNode();
    const span = document.getElementById(MEASUREMENT_SPAN_ID)!;
    expect(span.parentElement).toBe(document.body);
    expect(span.getAttribute('aria-hidden')).toBe('true');
    expect(span.style.position).toBe('absolute');
    expect(span.style.top).toBe('-20000px');
    expect(span.style.whiteSpace).toBe('pre');
  });

  it('measures in the labels’ font size from the start (recharts sets none until an axis has read one)', () => {
    measureChartTextInOneNode();
    expect(document.getElementById(MEASUREMENT_SPAN_ID)!.style.fontSize).toBe(`${CHART_LABEL_FONT_SIZE}px`);
  });

  it('changes the one text node when text is set, as recharts does for every label', () => {
    measureChartTextInOneNode();
    const span = document.getElementById(MEASUREMENT_SPAN_ID)!;
    const node = span.firstChild;
    span.textContent = '3 nov.';
    expect(span.textContent).toBe('3 nov.');
    span.textContent = String(1200);
    expect(span.firstChild).toBe(node);
    expect(span.childNodes).toHaveLength(1);
    expect(node?.nodeValue).toBe('1200');
    span.textContent = null;
    expect(span.textContent).toBe('');
  });

  it('places one span, however many charts load', () => {
    measureChartTextInOneNode();
    measureChartTextInOneNode();
    expect(document.querySelectorAll(`#${MEASUREMENT_SPAN_ID}`)).toHaveLength(1);
  });

  it('leaves a span recharts already made alone', () => {
    const existing = document.createElement('span');
    existing.id = MEASUREMENT_SPAN_ID;
    document.body.append(existing);
    measureChartTextInOneNode();
    expect(document.getElementById(MEASUREMENT_SPAN_ID)).toBe(existing);
    expect(Object.prototype.hasOwnProperty.call(existing, 'textContent')).toBe(false);
  });
});
