/**
 * The owner's ballot page speaks each language with its own punctuation
 * (docs/owner-voting.md "States of the page"): every message the page uses —
 * read off its sources, plus the families it picks by value (choices,
 * channels, pass rules, results, languages) — exists in zh-cn, zh-tw and
 * en, and the English ones carry no full-width punctuation (the page adds
 * none around them: a label is a whole message).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import zhCn from '../../client/src/i18n/messages/zh-cn.ts';
import zhTw from '../../client/src/i18n/messages/zh-tw.ts';
import en from '../../client/src/i18n/messages/en.ts';
import { CHOICE_NAMES } from '../../server/core/vote-choice.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = ['client/src/features/owner-vote/OwnerBallotApp.tsx', 'client/src/features/owner-vote/BallotText.tsx'];
/** Chosen by value at run time: the choices (`meeting.vote.${name}`, named by vote-choice.ts), `ownerVote.channel.${channel}`, `meeting.rule.${rule}`, `lang.${locale}`, results. */
const BY_VALUE = [...CHOICE_NAMES.map((name) => `meeting.vote.${name}`), 'ownerVote.channel.online', 'ownerVote.channel.paper', 'meeting.rule.majority', 'meeting.rule.threeQuarters', 'meeting.result.passed', 'meeting.result.failed', 'meeting.result.terminated', 'lang.zh-cn', 'lang.zh-tw', 'lang.en'];
const FULL_WIDTH = /[：，；（）。、！？【】「」]/;

function idsUsed(): string[] {
  const ids = new Set(BY_VALUE);
  for (const file of SOURCES) {
    const text = readFileSync(`${ROOT}${file}`, 'utf8');
    for (const m of text.matchAll(/\b(?:f|id:)\s*\(?\s*'((?:ownerVote|meeting|lang)\.[\w.-]+)'/g)) ids.add(m[1]!);
  }
  return [...ids].sort();
}

describe('the owner page’s messages', () => {
  const ids = idsUsed();

  it('are read off the page (and the families it picks by value)', () => {
    expect(ids.length).toBeGreaterThan(40);
    expect(ids).toEqual(expect.arrayContaining(['ownerVote.phase.notOpen', 'ownerVote.recordedLine', 'meeting.result.terminated', 'meeting.vote.agree']));
  });

  it('exist in every language', () => {
    for (const [name, catalogue] of Object.entries({ 'zh-cn': zhCn, 'zh-tw': zhTw, en }) as [string, Record<string, string>][]) {
      expect(ids.filter((id) => typeof catalogue[id] !== 'string'), name).toEqual([]);
    }
  });

  it('in English carry no full-width punctuation', () => {
    const catalogue = en as Record<string, string>;
    // The language names are written in their own languages.
    const english = ids.filter((id) => !id.startsWith('lang.'));
    expect(english.filter((id) => FULL_WIDTH.test(catalogue[id]!)).map((id) => `${id}: ${catalogue[id]}`)).toEqual([]);
  });
});
