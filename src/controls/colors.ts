/**
 * The app's own colours as CSS variables (defined light and dark in ./colors.css): a style that
 * names one follows the colour scheme without a re-render. antd's parts take theirs from the
 * theme (src/app/theme.ts); these are for what we draw ourselves.
 */
export const COLORS = {
  /** The page behind cards and tables. */
  page: 'var(--partner-page)',
  /** Cards, header, footer, side menu, table rows. */
  surface: 'var(--partner-surface)',
  /** A table head, a disabled row. */
  muted: 'var(--partner-muted)',
  /** A panel set into a card (a hint, a social link). */
  well: 'var(--partner-well)',
  /** A selected or highlighted block (the bulk bar). */
  selected: 'var(--partner-selected)',
  unread: 'var(--partner-unread)',
  border: 'var(--partner-border)',
  text: 'var(--partner-text)',
  textSecondary: 'var(--partner-text-secondary)',
  icon: 'var(--partner-icon)',
  primary: 'var(--partner-primary)',
  focus: 'var(--partner-focus)',
  danger: 'var(--partner-danger)',
  success: 'var(--partner-success)',
  /** Past a deadline, the highest price: a deeper red than `danger` in the light theme. */
  dangerStrong: 'var(--partner-danger-strong)',
  /** Text that warns (a deadline soon): orange readable on the surface. */
  warning: 'var(--partner-warning)',
  info: 'var(--partner-info)',
  /** Readable text on antd's preset tags of these hues, in either theme. */
  tagGold: 'var(--partner-tag-gold)',
  tagVolcano: 'var(--partner-tag-volcano)',
  tagLime: 'var(--partner-tag-lime)',
  tagOrange: 'var(--partner-tag-orange)',
  skeleton: 'var(--partner-skeleton)',
  shadow: 'var(--partner-shadow)',
} as const;

/** A colour's value as the page shows it now (for a canvas, which cannot take a CSS variable). */
export function resolvedColor(name: keyof typeof COLORS, doc: Document = document): string {
  const variable = COLORS[name].slice('var('.length, -1);
  return getComputedStyle(doc.documentElement).getPropertyValue(variable).trim();
}
