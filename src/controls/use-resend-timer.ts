import { useCallback, useEffect, useState } from 'react';
import { resendSecondsLeft, saveSmsRequest } from './sms-requests';

/**
 * Seconds until a new code may be asked for this phone, ticking; the wait survives reloads.
 * One phone per mounted form: a form for another phone is another component (keyed by phone).
 */
export function useResendTimer(phone: string) {
  const [left, setLeft] = useState(() => resendSecondsLeft(phone));
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setLeft(resendSecondsLeft(phone)), 1000);
    return () => window.clearInterval(id);
  }, [phone, running]);

  const markSent = useCallback(() => {
    saveSmsRequest(phone);
    setLeft(resendSecondsLeft(phone));
  }, [phone]);

  return { secondsLeft: left, markSent };
}

/** 0:42 */
export function formatWait(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
