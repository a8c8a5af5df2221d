/**
 * Takes the `<link rel="modulepreload">` hints out of the head once their module has arrived.
 * index.html carries the first screen's, and Vite's preload helper adds one for every chunk a
 * later route needs; none is ever removed: /orders carried 28, and every route visited added
 * more (issue 30: DOM size). Spent, a hint does nothing: the browser's module map holds the
 * module, and the helper remembers what it has asked for, so it never adds one twice.
 */
export function dropSpentPreloads(head: HTMLHeadElement): void {
  const drop = (link: HTMLLinkElement) => {
    if (arrived(link.href)) link.remove();
    else link.addEventListener('load', () => link.remove(), { once: true });
  };
  head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]').forEach(drop);
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') drop(node);
  }).observe(head, { childList: true });
}

/** Whether the browser has the file (a resource timing entry is made as its response ends, before its load event). */
function arrived(url: string): boolean {
  return performance.getEntriesByName(url, 'resource').some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0);
}
