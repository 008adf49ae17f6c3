/**
 * Runs `work` in a task of its own once the browser has painted what is on screen now; returns
 * a cancel. For work a tap need not wait for (focus, `inert` on the page behind a dialog): each
 * forces style and layout, which would hold back the paint that answers the tap.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
