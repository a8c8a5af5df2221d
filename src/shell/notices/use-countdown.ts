import { useEffect, useState } from 'react';

/** Whole seconds left until `from + seconds` (0 when over), ticking once a second. */
export function useCountdown(from: number, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((from + seconds * 1000 - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}
