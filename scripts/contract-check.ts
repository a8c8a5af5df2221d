import { parseArgs } from 'node:util';
import { checkContract } from '../sandbox/contract/check';
import { operations } from '../sandbox/contract/operations/index';

/**
 * `npm run contract:check -- --base URL --phone 7701… --password …` [--mid m-1001]: calls every
 * read-only GET of the contract (docs/openapi.json) against any backend and prints each answer that
 * does not match. Exit 1 when one does. Writes nothing.
 */
const { values } = parseArgs({
  options: { base: { type: 'string' }, phone: { type: 'string' }, password: { type: 'string' }, mid: { type: 'string' } },
});
if (!values.base || !values.phone || !values.password) {
  console.error('usage: npm run contract:check -- --base URL --phone PHONE --password PASSWORD [--mid MID]');
  process.exit(2);
}

const report = await checkContract({ base: values.base, phone: values.phone, password: values.password, mid: values.mid, operations }).catch((error: unknown) => {
  // Signing in failed or the backend is unreachable: nothing was checked.
  console.error(`contract:check ${values.base}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
for (const m of report.mismatches) console.log(`MISMATCH ${m.operation}  ${m.url}\n  field: ${m.field}\n  expected: ${m.expected}\n  got: ${m.got}`);
for (const s of report.skipped) console.log(`skipped ${s}`);
console.log(`contract:check ${values.base}: ${report.checked.length} GET calls checked, ${report.mismatches.length} mismatches`);
process.exit(report.mismatches.length ? 1 : 0);
