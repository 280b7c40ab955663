// Checks an exported vote table (XLSX) offline against the ballot record it carries, with this product's own
// words (zh-cn, zh-tw, en) and count arithmetic — nothing is taken from the file but the cells it checks:
//   npm run verify-ballots -- <file.xlsx>
// Prints the chain head (the announcements print the head frozen with the count: it must be a `counted` event
// of this chain), the table's language, every problem found (sheet!cell, row and column) and what could not be
// checked; exits 0 when the table holds up, 1 when it does not, 2 on misuse (no file, or a file that cannot be read).
// docs/ballot-record.md "Checking a printed table offline" walks through it. The check (verify-table.ts) recomputes
// with the product's pure rules in server/core — counting.ts and ruled-count.ts for the tallies and verdicts,
// ballot-record.ts for the chain's canonical form and links, vote-choice.ts for the choices — the very files the
// server counts and records with, so a challenger's recomputation is not a copy.
import { readFile } from 'node:fs/promises';
import { verifyVoteTable } from '../server/modules/meeting/verify-table.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run verify-ballots -- <vote-table.xlsx>');
  process.exit(2);
}
let bytes: Buffer;
try {
  bytes = await readFile(file);
} catch (err) {
  console.error(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
const result = await verifyVoteTable(bytes);
console.log(`meeting ${result.meetingId ?? '?'}: ${result.events} events, ${result.ballots} current ballots, language ${result.language ?? '?'}`);
console.log(`head ${result.head ?? '—'}`);
for (const n of result.notes) console.log(`NOTE ${n}`);
for (const p of result.problems) console.log(`PROBLEM ${p}`);
console.log(result.ok ? 'OK: every choice and every tally in the table is what the ballot record gives, and the record is unbroken' : `FAILED: ${result.problems.length} problem(s)`);
process.exit(result.ok ? 0 : 1);
