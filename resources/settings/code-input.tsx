import { Input, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../src/controls/visually-hidden';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Key of the server's verdict on the code (auth_otp_wrong, ...): shown as a tooltip. */
  problem?: string;
}

/** The 4-digit code input with the tooltip a refused code gets (spec 1 §8), also read out. */
export function CodeInput({ id, value, onChange, problem }: Props) {
  const { t } = useTranslation();
  const text = problem ? t(problem) : undefined;
  return (
    <>
      <Tooltip open={Boolean(problem)} title={text} placement="right" color="#cf1322">
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          status={problem ? 'error' : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          aria-invalid={Boolean(problem) || undefined}
          style={{ width: 120, letterSpacing: 4 }}
        />
      </Tooltip>
      <span role="status">{text && <VisuallyHidden>{text}</VisuallyHidden>}</span>
    </>
  );
}
