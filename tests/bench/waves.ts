/**
 * Sequential request waves: how many round trips deep the page's loading chain is.
 *
 * A request's wave is 1 + the highest wave of any request that FINISHED before it started
 * (0 if none did, so the first wave is 1). Requests that overlap in time share a wave;
 * a request that could only start once another had arrived (a lazy chunk asked for by code
 * that just loaded, a data call made by a component that just rendered) is one wave deeper.
 * The count is the deepest wave. Pure: no browser, no clock.
 */

/** One request, in milliseconds on one clock. `end` is Infinity for a request not finished. */
export interface TimedRequest {
  url: string;
  start: number;
  end: number;
}

export interface WavedRequest extends TimedRequest {
  wave: number;
}

/** The requests with their wave, ordered by start (ties keep the input order). */
export function assignWaves(requests: readonly TimedRequest[]): WavedRequest[] {
  const ordered = requests.map((r, index) => ({ r, index })).sort((a, b) => a.r.start - b.r.start || a.index - b.index);
  const waved: WavedRequest[] = [];
  for (const { r } of ordered) {
    // Anything that finished before r started also started before it, so it is already in `waved`.
    let deepest = 0;
    for (const earlier of waved) if (earlier.end < r.start && earlier.wave > deepest) deepest = earlier.wave;
    waved.push({ ...r, wave: deepest + 1 });
  }
  return waved;
}

/** The deepest wave (0 for no requests). */
export function waveCount(waved: readonly WavedRequest[]): number {
  return waved.reduce((deepest, r) => Math.max(deepest, r.wave), 0);
}

/** Keeps the requests that started before `cutoff` (e.g. the first table row) and gives their waves. */
export function wavesBefore(requests: readonly TimedRequest[], cutoff: number): { requests: WavedRequest[]; count: number } {
  const waved = assignWaves(requests.filter((r) => r.start < cutoff));
  return { requests: waved, count: waveCount(waved) };
}
