/** Calls back once the browser has presented the first contentful paint (at once where paint timing is missing). */
export function afterFirstContentfulPaint(callback: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // No paint timing (tests, old engines): right after the current task's work.
    void Promise.resolve().then(callback);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(callback, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}
