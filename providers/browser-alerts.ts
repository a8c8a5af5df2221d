/**
 * The optional signals of a rise in waiting orders: a short tone (Web Audio, no file to
 * load) and a browser notification. Both fail quietly: an alert that cannot sound must
 * never break the page.
 */
let audio: AudioContext | undefined;

/** Called from the click that turns the sound on, so the browser lets later tones play. */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    audio = undefined;
  }
}

export function playTone(): void {
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    void ctx.resume();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    // Two short rising notes, quiet: noticeable in a shop, not alarming.
    [880, 1320].forEach((frequency, i) => {
      const start = ctx.currentTime + i * 0.18;
      const osc = ctx.createOscillator();
      osc.frequency.value = frequency;
      osc.connect(gain);
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
      osc.start(start);
      osc.stop(start + 0.16);
    });
  } catch {
    // no audio in this browser
  }
}

export type BrowserPermission = NotificationPermission | 'unsupported';

export function browserPermission(): BrowserPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for the permission: only ever from the seller's click that turns the notification on. */
export async function askBrowserPermission(): Promise<BrowserPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** One notification per shop, replaced by the next (tag), leading to the waiting orders on click. */
export function notifyBrowser(title: string, body: string, onClick: () => void): void {
  if (browserPermission() !== 'granted') return;
  try {
    const note = new Notification(title, { body, tag: 'partner-new-orders', icon: '/logo.svg' });
    note.onclick = () => {
      window.focus();
      onClick();
      note.close();
    };
  } catch {
    // some mobile browsers allow notifications only from a service worker
  }
}
