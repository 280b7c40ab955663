/**
 * Every migration must survive how @prisma/adapter-pg runs a script on
 * PostgreSQL: `executeScript` splits the text on every ";" and sends each
 * piece as a statement (7.10.0; the embedded database runs the script whole).
 * A ";" inside a string, a quoted name, a block comment or in the middle of a
 * "--" comment cuts a statement in two there, and the migration fails on
 * PostgreSQL only. A ";" that ends a "--" comment line is harmless (both
 * pieces are still whole lines). This check reads each migration with SQL's
 * own quoting rules and names every ";" that would be cut.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../../prisma/migrations/', import.meta.url));

/** Line numbers of every ";" that splitting on ";" would cut inside a string, name, comment or dollar quote. */
export function unsafeSemicolons(sql: string): number[] {
  const out: number[] = [];
  let line = 1;
  let i = 0;
  const at = (k: number) => sql[k] ?? '';
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === '\n') line++;
    if (c === '-' && at(i + 1) === '-') {
      // A line comment: a ";" in it is harmful unless only blanks follow it on the line.
      let j = i + 2;
      while (j < sql.length && sql[j] !== '\n') {
        if (sql[j] === ';' && sql.slice(j + 1, sql.indexOf('\n', j) === -1 ? sql.length : sql.indexOf('\n', j)).trim() !== '') out.push(line);
        j++;
      }
      i = j;
      continue;
    }
    if (c === '/' && at(i + 1) === '*') {
      const end = sql.indexOf('*/', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      for (let j = i; j < stop; j++) {
        if (sql[j] === ';') out.push(line);
        if (sql[j] === '\n') line++;
      }
      i = stop;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < sql.length) {
        if (sql[j] === c && sql[j + 1] === c) j += 2;
        else if (sql[j] === c) break;
        else {
          if (sql[j] === ';') out.push(line);
          if (sql[j] === '\n') line++;
          j++;
        }
      }
      i = j + 1;
      continue;
    }
    const dollar = c === '$' ? /^\$[A-Za-z_]*\$/.exec(sql.slice(i)) : null;
    if (dollar) {
      const tag = dollar[0];
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end === -1 ? sql.length : end + tag.length;
      for (let j = i + tag.length; j < stop; j++) {
        if (sql[j] === ';') out.push(line);
        if (sql[j] === '\n') line++;
      }
      i = stop;
      continue;
    }
    i++;
  }
  return out;
}

describe('migrations run the same when split on ";" (PostgreSQL) and whole (embedded)', () => {
  it('recognises the cuts it is meant to find', () => {
    expect(unsafeSemicolons("SELECT 'a;b';")).toEqual([1]);
    expect(unsafeSemicolons('-- one; two\nSELECT 1;')).toEqual([1]);
    expect(unsafeSemicolons('-- ends here;\nSELECT 1;')).toEqual([]);
    expect(unsafeSemicolons('/* a;\n b */ SELECT 1;')).toEqual([1]);
    expect(unsafeSemicolons('CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;')).toEqual([1]);
    expect(unsafeSemicolons('SELECT "a;b" FROM t;\nSELECT 2;')).toEqual([1]);
  });

  const migrations = readdirSync(dir).filter((d) => existsSync(path.join(dir, d, 'migration.sql')));
  it.each(migrations)('%s', (name) => {
    const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
    expect(unsafeSemicolons(sql), `";" that PostgreSQL's split would cut, by line`).toEqual([]);
  });
});
