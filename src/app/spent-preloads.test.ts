import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropSpentPreloads } from './spent-preloads';

const hint = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  return link;
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('dropSpentPreloads', () => {
  it('removes a hint whose module has arrived, and one added later once it loads; leaves stylesheets and hints in flight', async () => {
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name.endsWith('/arrived.js') ? [{ responseEnd: 12 } as PerformanceResourceTiming] : []));
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = '/assets/a.css';
    document.head.append(hint('/assets/arrived.js'), hint('/assets/in-flight.js'), stylesheet);
    dropSpentPreloads(document.head);
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(['/assets/in-flight.js', '/assets/a.css']);

    const later = hint('/assets/route.js');
    document.head.append(later);
    await Promise.resolve(); // the observer's records
    expect(later.isConnected).toBe(true);
    later.dispatchEvent(new Event('load'));
    document.head.querySelector<HTMLLinkElement>('link[href="/assets/in-flight.js"]')!.dispatchEvent(new Event('load'));
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(['/assets/a.css']);
  });
});
