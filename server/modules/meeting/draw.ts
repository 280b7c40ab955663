/**
 * A tie at an election's last seat broken by lot (core/counting.ts electSeats
 * takes the draw as a function): kept out of server/core because it hashes
 * with node:crypto, which the browser does not have. The server's count
 * (meeting-flow.ts) and the offline check of a vote table (verify-table.ts)
 * both draw through this function.
 */
import { createHash } from 'node:crypto';

/**
 * A tie broken by lot, reproducibly: the candidates ordered by
 * SHA-256(seed:id), the first n win. The seed is recorded with the outcome
 * (and in the ballot record's count), so anyone can recompute the draw.
 */
export function drawWithSeed(among: number[], n: number, seed: string): number[] {
  const score = (id: number) => createHash('sha256').update(`${seed}:${id}`).digest('hex');
  return [...among].sort((a, b) => (score(a) < score(b) ? -1 : score(a) > score(b) ? 1 : a - b)).slice(0, n);
}
