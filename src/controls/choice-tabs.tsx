import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';
// The rules as text, hoisted by React (no stylesheet of this chunk's for the route's import to wait on: issue 30).
import CSS from './choice-tabs.css?inline';

export interface ChoiceTab {
  value: string;
  label: ReactNode;
}

export interface ChoiceTabsProps {
  /** The group's accessible name. */
  label: string;
  options: readonly ChoiceTab[];
  /** The chosen tab; undefined when none is (a combination chosen elsewhere). */
  value: string | undefined;
  onChange(value: string): void;
  /** antd's large size, each tab a finger's 40 px tall (a phone). */
  large?: boolean;
}

/**
 * A row of tabs of which one is chosen, drawn as antd's Segmented (its tokens, sizes and
 * colours; no sliding thumb), as a radio group: one element a tab where Segmented takes five
 * (a label, a hidden input, two boxes: issue 30, DOM). One tab stop (the chosen tab, else the
 * first); the arrow keys, Home and End move and choose, as in any radio group.
 */
export function ChoiceTabs({ label, options, value, onChange, large }: ChoiceTabsProps) {
  const { token } = theme.useToken();
  const group = useRef<HTMLDivElement>(null);
  const stop = options.some((o) => o.value === value) ? value : options[0]?.value;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = options.findIndex((o) => o.value === (event.target as HTMLElement).dataset.value);
    const to = nextIndex(event.key, at, options.length);
    if (at < 0 || to === undefined) return;
    event.preventDefault();
    onChange(options[to].value);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[to]?.focus();
  };
  const looks = {
    '--choice-pad': `${token.lineWidthBold}px`,
    '--choice-side': `${token.controlPaddingHorizontal - token.lineWidth}px`,
    '--choice-height': `${token.controlHeight - 2 * token.lineWidthBold}px`,
    // A finger's 40 px on a phone (antd's large item is 36 inside its track).
    '--choice-height-large': `${token.controlHeightLG}px`,
    '--choice-font': `${token.fontSize}px`,
    '--choice-font-large': `${token.fontSizeLG}px`,
    '--choice-radius': `${token.borderRadius}px`,
    '--choice-radius-small': `${token.borderRadiusSM}px`,
    '--choice-radius-large': `${token.borderRadiusLG}px`,
    '--choice-track': token.colorBgLayout,
    '--choice-text': token.colorTextLabel,
    '--choice-text-strong': token.colorText,
    '--choice-hover': token.colorFillSecondary,
    '--choice-active': token.colorFill,
    '--choice-selected': token.colorBgElevated,
    '--choice-shadow': token.boxShadowTertiary,
    '--choice-focus': token.colorPrimaryBorder,
  } as CSSProperties;
  return (
    <>
      <style href="partner-choice-tabs" precedence="default">
        {CSS}
      </style>
      <div ref={group} role="radiogroup" aria-label={label} className={large ? 'partner-choice partner-choice--large' : 'partner-choice'} style={looks} onKeyDown={onKeyDown}>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            tabIndex={option.value === stop ? 0 : -1}
            data-value={option.value}
            className="partner-choice__tab"
            onClick={() => option.value !== value && onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </>
  );
}

/** Where an arrow key, Home or End moves from tab `at` of `count` (round at the ends); undefined for other keys. */
export function nextIndex(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (at + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
