import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/es/helpers';
import { useInsertionEffect, type CSSProperties, type HTMLAttributes } from 'react';
import BOX_CSS from './lean-icon.css?inline';

/** The class every lean icon carries beside antd's `anticon` (lean-icon.css draws it). */
export const LEAN_ICON_CLASS = 'partner-lean-icon';

export type LeanIconProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

/*
 * Every lean icon is a cell of one SVG strip, the mask of all of them, in a stylesheet of its
 * own: an icon element only names its cell (`--lean-icon`). One SVG image for the browser to
 * build, where an image an icon cost ~1.2 ms each of the first screen's style work (Blink makes
 * a document for each SVG image; issue 30, stop 46). Cells are 1 unit square with a 1 unit gap,
 * so no neighbour bleeds in at fractional sizes.
 */
const PITCH = 2;
const icons: IconDefinition[] = [];
let sheet: HTMLStyleElement | undefined;
let drawn = 0;

/** The strip of `defs` as SVG markup: icon i drawn in the square at x = PITCH × i. */
export function stripSvg(defs: readonly IconDefinition[]): string {
  const cells = defs.map((definition, i) => renderIconDefinitionToSVGElement(definition, { extraSVGAttrs: { x: String(PITCH * i), y: '0', width: '1', height: '1' } }));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PITCH * defs.length} 1">${cells.join('')}</svg>`;
}

/** The stylesheet: the icon's box (lean-icon.css) and the strip as every icon's mask. */
export function stripCss(defs: readonly IconDefinition[]): string {
  const image = `url("data:image/svg+xml,${encodeURIComponent(stripSvg(defs))}")`;
  const size = `${PITCH * defs.length}em 1em`;
  const position = `calc(var(--lean-icon) * -${PITCH}em) 0`;
  const mask = (property: string, value: string) => `-webkit-mask-${property}: ${value}; mask-${property}: ${value};`;
  return `${BOX_CSS}\n.anticon.${LEAN_ICON_CLASS} { ${mask('image', image)} ${mask('size', size)} ${mask('position', position)} }`;
}

/** Puts every icon registered so far in the page's strip (again only when one was added since). */
function drawStrip() {
  if (drawn === icons.length) return;
  // Created by the document (with the page's style nonce), once; redrawn when a later chunk adds icons.
  if (!sheet) {
    sheet = document.head.appendChild(document.createElement('style'));
    sheet.dataset.partner = 'lean-icons';
  }
  sheet.textContent = stripCss(icons);
  drawn = icons.length;
}

/**
 * An antd icon as one element: a `<span class="anticon">` painted in the current colour through
 * its cell of the icons' strip, where `@ant-design/icons` renders a span, an `<svg>` and its
 * paths (three to five elements). For the icons repeated on every screen (the side menu, the top
 * bar, the list's controls). Hidden from screen readers unless given an `aria-label` (then an
 * image of that name), as most say nothing their control's label does not (issue 30: less DOM).
 *
 * Same box, alignment and size as antd's (1em square, antd's `.anticon` rules); `style` sets
 * its colour and font size as on an antd icon. Not for two-tone icons.
 */
export function leanIcon(definition: IconDefinition) {
  const cell = { '--lean-icon': icons.push(definition) - 1 } as CSSProperties;
  function LeanIcon({ className, style, ...rest }: LeanIconProps) {
    useInsertionEffect(drawStrip);
    // Decorative unless named (a clear button's icon may be its only label).
    const named = rest['aria-label'] !== undefined;
    return <span aria-hidden={!named} role={named ? 'img' : undefined} {...rest} className={`anticon ${LEAN_ICON_CLASS}${className ? ` ${className}` : ''}`} style={style ? { ...cell, ...style } : cell} />;
  }
  LeanIcon.displayName = `LeanIcon(${definition.name})`;
  return LeanIcon;
}
