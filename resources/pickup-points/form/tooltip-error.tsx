import { useId, type ReactElement } from 'react';
import { Tooltip } from 'antd';
import { VisuallyHidden } from '../../../src/controls/visually-hidden';

export interface ErrorProps {
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A control whose error shows as a tooltip beside it (spec 3 §5: the floor's and the time's
 * error tooltips) rather than a line under it: the tooltip stays open while the error lasts,
 * and screen readers get the same text through aria-describedby (the props handed to
 * `children`, to put on the input itself).
 */
export function TooltipError({ error, children }: { error?: string; children: (props: ErrorProps) => ReactElement }) {
  const id = useId();
  const props: ErrorProps = error ? { status: 'error', 'aria-invalid': true, 'aria-describedby': id } : {};
  return (
    <>
      <Tooltip open={Boolean(error)} title={error} placement="top">
        {children(props)}
      </Tooltip>
      {error && (
        <VisuallyHidden>
          <span id={id}>{error}</span>
        </VisuallyHidden>
      )}
    </>
  );
}
