// Checks an exported vote table (XLSX) offline against the ballot record it carries:
//   npm run verify-ballots -- <file.xlsx>
// Prints the chain head (compare it with the head in the published announcement) and
// every problem found; exits 0 when the table holds up, 1 when it does not, 2 on misuse.
import { readFile } from 'node:fs/promises';
import { verifyVoteTable } from '../server/modules/meeting/verify-table.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run verify-ballots -- <vote-table.xlsx>');
  process.exit(2);
}
const result = await verifyVoteTable(await readFile(file));
console.log(`meeting ${result.meetingId ?? '?'}: ${result.events} events, ${result.ballots} current ballots`);
console.log(`head ${result.head ?? '—'}`);
for (const p of result.problems) console.log(`PROBLEM ${p}`);
console.log(result.ok ? 'OK: every choice in the table is the recorded ballot, and the record is unbroken' : `FAILED: ${result.problems.length} problem(s)`);
process.exit(result.ok ? 0 : 1);
