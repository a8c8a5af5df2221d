/**
 * Which feed links may be saved (spec 3 §2 automatic tab; issue 28): the service fetches the
 * link every 10 minutes, so a link to an internal address would make it read the internal
 * network (SSRF). One rule, used by the app before sending (the link field's error) and by
 * the sandbox's `POST|PUT /merchant-gateway/api/v1/merchant/documents/url` (400 with the key):
 *
 * - `feed_wrong_link`: not a URL at all, or a host without a dot (as before);
 * - `feed_url_not_allowed`: a scheme other than http(s), or a host that is loopback, private,
 *   link-local, unspecified, CGNAT, multicast, reserved or documentation space, in any
 *   spelling: WHATWG URL parsing turns `2130706433`, `0x7f.1`, `017700000001` and `127.1`
 *   into `127.0.0.1`, and writes IPv6 in one canonical form, which is then read here
 *   (IPv4-mapped, IPv4-compatible, NAT64 and 6to4 addresses are judged by their IPv4);
 *   `localhost`, `*.localhost`, `*.local`, `*.internal`, `*.home.arpa`.
 *
 * Names are judged as written: a public-looking name may still resolve to an internal
 * address (or be re-pointed after the check: DNS rebinding), so a real fetcher must check the
 * address it connects to as well. The sandbox never fetches.
 */
export type FeedUrlProblem = 'feed_wrong_link' | 'feed_url_not_allowed';

const INTERNAL_NAMES = ['localhost'];
const INTERNAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa'];

/** IPv4 ranges no feed may point at: [first octets as a number, prefix length]. */
const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const v4Number = (text: string): number | undefined => {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
};

function blockedV4(address: number): boolean {
  return BLOCKED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(address / size) === Math.floor(v4Number(base)! / size);
  });
}

/** An IPv6 address (no brackets) as 8 numbers, or undefined. Accepts a trailing dotted IPv4. */
function v6Groups(text: string): number[] | undefined {
  let head = text;
  const tail: number[] = [];
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4Number(dotted[1]);
    if (v4 === undefined) return undefined;
    tail.push(Math.floor(v4 / 65536), v4 % 65536);
    head = text.slice(0, dotted.index + 1);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const read = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const left = read(halves[0]);
  const right = [...read(halves[1] ?? ''), ...tail];
  if ([...left, ...right].some(Number.isNaN)) return undefined;
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...right];
}

function blockedV6(g: number[]): boolean {
  const v4At = (i: number) => g[i] * 65536 + g[i + 1];
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && (g[5] === 0xffff || g[5] === 0)) return blockedV4(v4At(6)) || zero(0, 8); // mapped, compatible, ::, ::1
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return blockedV4(v4At(6)); // NAT64
  if (g[0] === 0x2002) return blockedV4(v4At(1)); // 6to4
  if ((g[0] & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return true; // link-local, old site-local
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x0100 && zero(1, 4)) return true; // discard-only
  return false;
}

/** What is wrong with a feed link, or undefined when it may be saved. */
export function feedUrlProblem(text: string): FeedUrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'feed_wrong_link';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'feed_url_not_allowed';
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (host.startsWith('[')) {
    const groups = v6Groups(host.slice(1, -1));
    return groups === undefined || blockedV6(groups) ? 'feed_url_not_allowed' : undefined;
  }
  const v4 = v4Number(host);
  if (v4 !== undefined) return blockedV4(v4) ? 'feed_url_not_allowed' : undefined;
  if (INTERNAL_NAMES.includes(host) || INTERNAL_SUFFIXES.some((s) => host.endsWith(s))) return 'feed_url_not_allowed';
  if (!host.includes('.')) return 'feed_wrong_link';
  return undefined;
}
