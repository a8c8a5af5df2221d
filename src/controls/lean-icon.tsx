import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { renderIconDefinitionToSVGElement } from '@ant-design/icons-svg/es/helpers';
import type { CSSProperties, HTMLAttributes } from 'react';
import './lean-icon.css';

/** The class every lean icon carries beside antd's `anticon` (lean-icon.css draws it). */
export const LEAN_ICON_CLASS = 'partner-lean-icon';

export type LeanIconProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'>;

/**
 * An antd icon as one element: its SVG as a CSS mask on a `<span class="anticon">` painted in
 * the current colour, where `@ant-design/icons` renders a span, an `<svg>` and its paths (three
 * to five elements). For the icons repeated on every screen (the side menu, the top bar, the
 * list's controls). Hidden from screen readers unless given an `aria-label` (then an image of
 * that name), as most say nothing their control's label does not (issue 30: less DOM).
 *
 * Same box, alignment and size as antd's (1em square, antd's `.anticon` rules); `style` sets
 * its colour and font size as on an antd icon. Not for two-tone icons.
 */
export function leanIcon(definition: IconDefinition) {
  const svg = renderIconDefinitionToSVGElement(definition, { extraSVGAttrs: { xmlns: 'http://www.w3.org/2000/svg' } });
  const image = { '--lean-icon': `url("data:image/svg+xml,${encodeURIComponent(svg)}")` } as CSSProperties;
  function LeanIcon({ className, style, ...rest }: LeanIconProps) {
    // Decorative unless named (a clear button's icon may be its only label).
    const named = rest['aria-label'] !== undefined;
    return <span aria-hidden={!named} role={named ? 'img' : undefined} {...rest} className={`anticon ${LEAN_ICON_CLASS}${className ? ` ${className}` : ''}`} style={style ? { ...image, ...style } : image} />;
  }
  LeanIcon.displayName = `LeanIcon(${definition.name})`;
  return LeanIcon;
}
