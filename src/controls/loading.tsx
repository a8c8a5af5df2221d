import { useTranslation } from 'react-i18next';

// CSS alone: the route fallback is in the entry, which should not carry antd's Spin.
const CSS = `
@keyframes partner-loading-turn { to { transform: rotate(360deg); } }
.partner-loading { box-sizing: border-box; min-height: calc(100vh - 116px); padding-top: 64px; }
.partner-loading::before {
  content: ''; display: block; width: 20px; height: 20px; margin: 0 auto; box-sizing: border-box;
  border: 2px solid rgba(20, 99, 224, 0.2); border-top-color: var(--partner-primary); border-radius: 50%;
  animation: partner-loading-turn 0.8s linear infinite;
}
@media (prefers-reduced-motion: reduce) { .partner-loading::before { animation-duration: 2.4s; } }
`;

/**
 * A route's fallback while its code arrives: a small ring where antd's Spin used to be (the top
 * bar is NavigationProgress's, shown for any wait for code). The
 * box is as tall as the shell's visible content area (100vh less the 68 px top bar and the
 * content's 2 × 24 px padding), as the page that replaces it is, so the footer does not move.
 */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('engine.loading')} className="partner-loading">
      <style href="partner-loading" precedence="default">
        {CSS}
      </style>
    </div>
  );
}
