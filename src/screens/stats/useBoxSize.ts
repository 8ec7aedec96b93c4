import { startTransition, useEffect, useRef, useState } from 'react';

export interface BoxSize {
  width: number;
  height: number;
}

/**
 * The size of the element `ref` points at (whole pixels, as recharts' ResponsiveContainer rounds it), or null
 * until it has been measured. Unlike ResponsiveContainer, which draws its chart in the same task as the measure,
 * the size arrives through startTransition: React then draws a chart in slices between which the browser stays
 * responsive (a chart is the longest task of a first load on a slow phone).
 */
export function useBoxSize<T extends Element>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<BoxSize | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = (width: number, height: number) => {
      const next = { width: Math.round(width), height: Math.round(height) };
      startTransition(() =>
        setSize((prev) => (prev?.width === next.width && prev.height === next.height ? prev : next)),
      );
    };
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}
