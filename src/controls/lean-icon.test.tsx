import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { leanIcon, stripCss, stripSvg } from './lean-icon';

afterEach(cleanup);

const sheets = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-partner="lean-icons"]')];

describe('lean icons', () => {
  it('draws each icon in its own square of one strip, a square apart', () => {
    const svg = stripSvg([BellOutlined, StarFilled]);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 4 1">/);
    expect(svg).toContain('x="0" y="0" width="1" height="1"');
    expect(svg).toContain('x="2" y="0" width="1" height="1"');
    const css = stripCss([BellOutlined, StarFilled]);
    expect(css).toContain('mask-size: 4em 1em;');
    expect(css).toContain('mask-position: calc(var(--lean-icon) * -2em) 0;');
    expect(css).toContain('mask-image: url("data:image/svg+xml,');
  });

  it('an icon is one element naming its cell; the page holds one strip, redrawn when icons are added', () => {
    const Bell = leanIcon(BellOutlined);
    const { container } = render(<Bell style={{ color: 'red' }} />);
    const bell = container.firstElementChild as HTMLElement;
    expect(container.children).toHaveLength(1);
    expect(bell.childElementCount).toBe(0);
    expect(bell.className).toBe('anticon partner-lean-icon');
    expect(bell.getAttribute('aria-hidden')).toBe('true');
    expect(bell.style.color).toBe('red');
    const cell = Number(bell.style.getPropertyValue('--lean-icon'));
    expect(sheets()).toHaveLength(1);
    expect(sheets()[0].textContent).toContain(`mask-size: ${2 * (cell + 1)}em 1em;`);

    const Search = leanIcon(SearchOutlined);
    render(<Search aria-label="Найти" />);
    expect(screen.getByRole('img', { name: 'Найти' }).style.getPropertyValue('--lean-icon')).toBe(String(cell + 1));
    expect(sheets()).toHaveLength(1);
    expect(sheets()[0].textContent).toContain(`mask-size: ${2 * (cell + 2)}em 1em;`);
  });
});
