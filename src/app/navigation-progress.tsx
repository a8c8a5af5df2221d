import { useWaitingForCode } from '../controls/code-wait';

// CSS alone: it is part of the start, which should carry no more of antd than it must.
const CSS = `
@keyframes partner-progress { from { width: 0; opacity: 1; } to { width: 90%; opacity: 1; } }
.partner-progress {
  position: fixed; inset-block-start: 0; inset-inline-start: 0; z-index: 2000; height: 2px; width: 0; opacity: 0;
  background: var(--partner-primary); animation: partner-progress 8s cubic-bezier(0.1, 0.7, 0.1, 1) 300ms forwards;
}
`;

/**
 * A thin bar along the top of the window while a page's code is on its way, shown once the
 * wait passes 300 ms (shorter waits show none): after a click the old page stays on screen
 * until the new one can render, and the bar says that something is happening.
 */
export function NavigationProgress() {
  const waiting = useWaitingForCode();
  if (!waiting) return null;
  return (
    <>
      <style href="partner-progress" precedence="default">
        {CSS}
      </style>
      <div className="partner-progress" aria-hidden />
    </>
  );
}
