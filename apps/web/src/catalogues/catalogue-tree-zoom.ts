import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fitScale, zoomIn, zoomOut } from './catalogue-tree-model.ts';

/**
 * The chart's zoom: its own size (transforms do not change it), a zoom that keeps one point where it was on
 * screen, the first view centred on the root, Ctrl + wheel zooming the chart instead of the page, fit to width.
 */
export function useChartZoom(hasChart: boolean) {
  const [scale, setScale] = useState(1);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const viewport = useRef<HTMLDivElement>(null);
  const chart = useRef<HTMLDivElement>(null);
  const sizer = useRef<HTMLDivElement>(null);
  const scaleRef = useRef(scale);
  const anchor = useRef<{ x: number; y: number; px: number; py: number } | null>(null);

  // The chart's own size (transforms do not change it): the scroll area is that size times the zoom.
  useLayoutEffect(() => {
    const element = chart.current;
    if (!element) return;
    const measure = () => setSize({ width: element.offsetWidth, height: element.offsetHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasChart]);

  // A zoom keeps one point of the chart where it was on screen: the pointer's, or the view's centre.
  const zoomTo = useCallback((next: (current: number) => number, at?: { x: number; y: number }) => {
    const element = viewport.current;
    const box = sizer.current;
    if (element && box) {
      const px = at?.x ?? element.clientWidth / 2;
      const py = at?.y ?? element.clientHeight / 2;
      anchor.current = {
        x: (element.scrollLeft + px - box.offsetLeft) / scaleRef.current,
        y: (element.scrollTop + py - box.offsetTop) / scaleRef.current,
        px,
        py,
      };
    }
    setScale(next);
  }, []);
  useLayoutEffect(() => {
    scaleRef.current = scale;
    const element = viewport.current;
    const box = sizer.current;
    const point = anchor.current;
    anchor.current = null;
    if (!element || !box || !point) return;
    element.scrollLeft = point.x * scale + box.offsetLeft - point.px;
    element.scrollTop = point.y * scale + box.offsetTop - point.py;
  }, [scale]);

  // A chart wider than the view opens with its top centred (where the root is).
  const centred = useRef(false);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (centred.current || !element || size.width === 0) return;
    centred.current = true;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  }, [size.width]);

  // Ctrl + wheel zooms the chart instead of the page (a passive React listener cannot prevent that).
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      zoomTo(event.deltaY < 0 ? zoomIn : zoomOut, { x: event.clientX - rect.left, y: event.clientY - rect.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [hasChart, zoomTo]);

  const fit = () => zoomTo(() => fitScale(size.width, (viewport.current?.clientWidth ?? 0) - 2));

  return { scale, size, viewport, chart, sizer, zoomTo, fit };
}
