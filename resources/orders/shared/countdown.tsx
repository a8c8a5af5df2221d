import { confirmCountdown } from '../rules/countdown';
import { useNow } from './use-now';

/** hh:mm:ss left until `deadline` (00:00:00 once it has passed), ticking with the shared clock. */
export function useCountdown(deadline: string): string {
  return useNow((now) => confirmCountdown(deadline, now));
}

/**
 * The countdown as bare text. Only this text re-renders each second, not what surrounds it;
 * once the deadline has passed it stays 00:00:00 and stops re-rendering at all.
 */
export function Countdown({ deadline }: { deadline: string }) {
  return useCountdown(deadline);
}
