/**
 * Issue 28's measurement: the sandbox's memory (RSS) before and after a zip-bomb price list.
 * Runs the sandbox in this process, uploads an XLSX whose sheet inflates to SHEET_MB (default
 * 1100) MB, waits for the event to settle and prints the answer, the event and the RSS.
 *   npx tsx scripts/measure-zip-bomb.ts [sheetMB] [lie]
 */
import { signInMerchant, startSandbox } from '../tests/support/sandbox';
import { xlsxBomb } from '../tests/support/zip-bomb';

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const sheetMb = Number(process.argv[2] ?? 1100);
const lie = process.argv[3] === 'lie';

const bomb = await xlsxBomb(sheetMb * 1024 * 1024, { lie });
const sandbox = await startSandbox();
const cred = await signInMerchant(sandbox.baseUrl);
await fetch(`${sandbox.baseUrl}/__sandbox/price-lists`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ settleMs: 0 }) });
global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const form = new FormData();
form.append('formfile', new File([bomb], 'bomb.xlsx'));
const started = Date.now();
const res = await fetch(`${sandbox.baseUrl}/merchant-gateway/api/v1/merchant/documents/upload/bomb.xlsx`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${cred.merchant_access_token}` },
  body: form,
});
const answer = (await res.json()) as { id?: string };
let event: unknown = undefined;
if (answer.id) {
  await new Promise((r) => setTimeout(r, 100));
  event = await (await fetch(`${sandbox.baseUrl}/audit/api/v1/merchants/events/${answer.id}`, { headers: { Authorization: `Bearer ${cred.merchant_access_token}` } })).json();
}
clearInterval(sampler);
const after = process.memoryUsage().rss;
console.log(JSON.stringify({ file: mb(bomb.length), sheet: `${sheetMb} MB`, lie, status: res.status, answer, event, ms: Date.now() - started }, null, 1));
console.log(`RSS before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)}`);
await sandbox.close();
process.exit(0);
