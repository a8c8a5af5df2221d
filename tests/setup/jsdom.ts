import '@testing-library/jest-dom/vitest';

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
