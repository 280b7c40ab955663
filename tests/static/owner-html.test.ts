/**
 * HTML reaches the DOM of the client in one place only: the owner page's
 * BallotText (client/src/features/owner-vote/BallotText.tsx), which takes the
 * ballot-sanitised HTML of the owner's state (docs/owner-voting.md "What
 * owners read"). Any other way of turning a string into markup — React's
 * dangerouslySetInnerHTML, innerHTML/outerHTML, insertAdjacentHTML,
 * document.write, createContextualFragment — anywhere in the client sources
 * fails here, so a new screen cannot render staff-written HTML around the
 * gate. (DOMParser builds an inert document that is never shown, which is
 * how plain text is read out of rich text: not a way into the DOM.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLIENT = join(ROOT, 'client/src');
const THE_ONE = 'client/src/features/owner-vote/BallotText.tsx';
const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment/;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === '__generated__' || name === 'node_modules') continue;
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

describe('HTML in the client', () => {
  it('is rendered only by the owner page’s BallotText, and only from the BallotHtml brand', () => {
    const files = sources(CLIENT);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((f) => RAW_HTML.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect(offenders).toEqual([THE_ONE]);
    const one = readFileSync(join(ROOT, THE_ONE), 'utf8');
    // The component's html prop is the brand, not a string.
    expect(one).toMatch(/html:\s*BallotHtml/);
    expect(one.match(/dangerouslySetInnerHTML/g)).toHaveLength(1);
  });
});
