import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: on a 2-core machine shared with other test
// runs, a first antd render can take longer than that. Waiting longer never makes a test pass
// that should fail; it only stops slow machines from failing ones that should pass.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks matchMedia (antd's responsive hooks need it) and logs on
// getComputedStyle(el, pseudo); shim both.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => getComputedStyle(el);

// Unmount after every test explicitly: with `isolate: false` (vitest.config.ts) the testing
// library is imported once per worker, so its own afterEach would clean up after one file only.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
