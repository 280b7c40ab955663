/**
 * The words a vote table prints, as the offline check (verify-table.ts) reads
 * them: from the product's own message catalogue (zh-cn, zh-tw, en), never
 * from the file it checks. A table whose choice words were swapped
 * throughout, or whose map sheet states other words, reads as the choices the
 * words mean in the catalogue — and so disagrees with the ballot record.
 *
 * A choice cell is one of: the choice (同意 / 不同意 / 弃权), 未投票, the
 * choice cast online (`同意（在线）`), or cast by a proxy
 * (`同意（代理：王代理）`; the name as stored, or masked in the staff copy:
 * kernel/personal-masks.ts).
 */
import { LANGS, translate, type Lang } from '../../kernel/i18n/messages.ts';
import { maskPersonal } from '../../kernel/personal-masks.ts';
import { VOTE_CHOICES } from '../../core/vote-choice.ts';

/** How a ballot came in, as its cell says: on paper by the owner, online, or by a proxy (the name printed). */
export type CellNote = null | { online: true } | { proxy: string };

/** A choice cell read: the choice (null: not voted) and its note. */
export interface CellReading {
  choice: number | null;
  note: CellNote;
}

export interface TableWords {
  lang: Lang;
  t: (key: string, params?: Record<string, unknown>) => string;
  /** The words of the choices, by value. */
  choices: string[];
  none: string;
  /** A cell as the product would print it for this choice and note. */
  cellOf(choice: number | null, note: CellNote): string;
  /** A cell read with the catalogue's words (undefined: not a choice cell of this language). */
  read(cell: string): CellReading | undefined;
  /** Whether a printed proxy name is the stated one, as stored or masked. */
  sameProxy(printed: string, stated: string): boolean;
}

const MARK = '\u0000';

export function wordsOf(lang: Lang): TableWords {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const choices = VOTE_CHOICES.map((c) => t(`voteTable.choice.${c}`));
  const none = t('voteTable.choice.none');
  const exact = new Map<string, CellReading>([[none, { choice: null, note: null }]]);
  const proxyForms: { choice: number; head: string; tail: string }[] = [];
  VOTE_CHOICES.forEach((c, k) => {
    exact.set(choices[k]!, { choice: c, note: null });
    exact.set(t('ownerVote.online', { choice: choices[k] }), { choice: c, note: { online: true } });
    const [head, tail] = t('assembly.byProxy', { choice: choices[k], name: MARK }).split(MARK) as [string, string];
    proxyForms.push({ choice: c, head, tail });
  });
  return {
    lang,
    t,
    choices,
    none,
    cellOf(choice, note) {
      if (choice === null) return none;
      const word = choices[VOTE_CHOICES.indexOf(choice as 0 | 1 | 2)] ?? String(choice);
      if (!note) return word;
      return 'proxy' in note ? t('assembly.byProxy', { choice: word, name: note.proxy }) : t('ownerVote.online', { choice: word });
    },
    read(cell) {
      const hit = exact.get(cell);
      if (hit) return hit;
      // The longest head first: 不同意（代理： is not read as 同意（代理：.
      for (const f of [...proxyForms].sort((a, b) => b.head.length - a.head.length)) {
        if (cell.length > f.head.length + f.tail.length && cell.startsWith(f.head) && cell.endsWith(f.tail)) return { choice: f.choice, note: { proxy: cell.slice(f.head.length, cell.length - f.tail.length) } };
      }
      return undefined;
    },
    sameProxy(printed, stated) {
      return printed === stated || printed === maskPersonal('name', stated);
    },
  };
}

/**
 * The language a table was printed in: the one whose words name its sheet and
 * its header row (No., building, unit, house, owner, area); null when none does.
 */
export function languageOf(sheetName: string, header: readonly string[]): Lang | null {
  let best: { lang: Lang; score: number } | null = null;
  for (const lang of LANGS) {
    const t = (key: string) => translate(lang, key);
    const expected = ['voteTable.col.no', 'voteTable.col.building', 'voteTable.col.unit', 'voteTable.col.house', 'voteTable.col.owner', 'voteTable.col.area'].map(t);
    const score = expected.filter((w, i) => header[i] === w).length * 2 + (sheetName === t('voteTable.sheet') ? 1 : 0);
    if (score > 0 && (!best || score > best.score)) best = { lang, score };
  }
  return best?.lang ?? null;
}
