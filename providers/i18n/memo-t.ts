import type { i18n as I18n, TFunction } from 'i18next';

/*
 * i18next's `t` resolves a key anew on every call (about 50–100 µs: namespaces, the key's path,
 * plurals, interpolation). A list calls it for each row and cell on every render (labels,
 * deadlines, hover texts): about 3 ms of a page change's 24 ms of script (issue 30). This `t`
 * remembers its answers, forgotten whenever the language or the loaded texts change (the
 * server's dictionary arrives after the first screen).
 */

const LIMIT = 4000;
let generation = 0;
const watched = new WeakSet<I18n>();

function watch(i18n: I18n) {
  if (watched.has(i18n)) return;
  watched.add(i18n);
  const forget = () => {
    generation += 1;
  };
  i18n.on('languageChanged', forget);
  i18n.store?.on('added', forget);
  i18n.store?.on('removed', forget);
}

/** Options made of plain values only (a cache key can spell them; anything else is asked each time). */
function plain(options: unknown): options is Record<string, string | number | boolean | undefined | null> | undefined {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
  for (const value of Object.values(options)) {
    if (value !== null && value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  }
  return true;
}

/** `t` with its string answers remembered (by key and plain options), for render paths that call it per row. */
export function memoT(t: TFunction, i18n: I18n): TFunction {
  watch(i18n);
  const answers = new Map<string, string>();
  let seen = generation;
  const remembering = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const ask = () => (t as unknown as (...args: unknown[]) => unknown)(key, options, ...rest);
    if (rest.length > 0 || !(typeof key === 'string' || Array.isArray(key)) || !plain(options)) return ask();
    if (seen !== generation || answers.size >= LIMIT) {
      answers.clear();
      seen = generation;
    }
    const id = `${Array.isArray(key) ? key.join('\u0000') : key}\u0001${options === undefined ? '' : JSON.stringify(options)}`;
    const known = answers.get(id);
    if (known !== undefined) return known;
    const answer = ask();
    if (typeof answer === 'string') answers.set(id, answer);
    return answer;
  };
  return remembering as unknown as TFunction;
}
