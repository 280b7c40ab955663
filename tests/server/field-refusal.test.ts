/**
 * A refusal never shows an unfilled "{field}" (issue "A vote result that
 * survives a challenge": a proxy's ID refusal read "{field}不是有效的…").
 * The field rules' messages all start with the field's name; the entity kit
 * adds it, and judgements outside the kit go through crud/field-refusal.ts
 * columnProblem, which adds the column's label. Enumerated here:
 * - columnProblem fills the field for every rule kind, in every language;
 * - no server file outside the kit and field-refusal.ts judges a rule bare
 *   (fieldProblem / ruleProblem without the field);
 * - every place that names a message whose text has {field} passes a field
 *   (a source scan of the message keys, line by line).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The entities' declarations register their zh-tw and en labels (kernel/i18n/labels.ts) when they load.
import '../../server/modules/index.ts';
import { columnProblem } from '../../server/crud/field-refusal.ts';
import { RULE, type FieldRule } from '../../server/core/field-rules.ts';
import { LANGS, translate, type MessageKey } from '../../server/kernel/i18n/messages.ts';
import * as rules from '../../server/core/rule-messages.ts';
import { VOTE_CHOICE_RULE } from '../../server/core/vote-choice.ts';

const root = fileURLToPath(new URL('../../server/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('refusals built from field rules name their field', () => {
  it('columnProblem names the column by its label in zh-cn, zh-tw and en, for every kind of rule', () => {
    const cases: [string, string, FieldRule, unknown, Record<string, string>][] = [
      ['VoteRecord', 'proxyIdCard', RULE.idCard, '110105194912310021', { 'zh-cn': '代理人身份证号', 'zh-tw': '代理人身分證號', en: 'Proxy ID number' }],
      ['VoteRecord', 'proxyName', { kind: 'length', min: 1, max: 100 }, 'x'.repeat(101), { 'zh-cn': '代理人姓名', 'zh-tw': '代理人姓名', en: 'Proxy name' }],
      ['VoteRecord', 'result', VOTE_CHOICE_RULE, '1', { 'zh-cn': '结果', 'zh-tw': '結果', en: 'Result' }],
      ['AreaHouse', 'phone', RULE.phone, 'phone', { 'zh-cn': '手机号', 'zh-tw': '手機號', en: 'Mobile number' }],
      ['AreaHouse', 'privateArea', { kind: 'range', above: 0 }, -1, { 'zh-cn': '专有面积', 'zh-tw': '專有面積', en: 'Exclusive area (m²)' }],
      ['BaseSysMenu', 'router', { kind: 'pattern', pattern: '^/', message: 'validation.routerSlash' }, 'x', { 'zh-cn': '', 'zh-tw': '', en: '' }],
      ['AreaHouse', 'buildingNo', RULE.required, '  ', { 'zh-cn': '楼栋号', 'zh-tw': '樓棟號', en: 'Building no.' }],
    ];
    for (const [model, name, rule, value, labels] of cases) {
      const problem = columnProblem(model, name, rule, value);
      expect(problem, `${model}.${name}`).not.toBeNull();
      expect(problem!.params.field).toMatchObject({ name, model });
      for (const lang of LANGS) {
        const text = translate(lang, problem!.key, problem!.params);
        expect(text, `${lang} ${model}.${name}`).not.toMatch(/[{}]/);
        if (labels[lang]) expect(text, `${lang} ${model}.${name}`).toContain(labels[lang]);
      }
    }
    expect(columnProblem('VoteRecord', 'result', VOTE_CHOICE_RULE, 2)).toBeNull();
  });

  it('no server file outside the entity kit judges a rule without naming the field', () => {
    const bare = sources(root)
      .filter((f) => !/[\\/]core[\\/]field-rules\.ts$|[\\/]crud[\\/](validate|field-refusal)\.ts$/.test(f))
      .filter((f) => /\b(fieldProblem|ruleProblem)\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(bare).toEqual([]);
  });

  it('every refusal whose message has {field} passes a field (source scan of the message keys)', () => {
    // Every message key of the catalogues whose zh-cn text names a field.
    const withField = new Set<string>();
    const probe = (key: string) => translate('zh-cn', key as MessageKey, {}).includes('{field}');
    const unfilled: string[] = [];
    for (const file of sources(root)) {
      // The catalogues, and the rules' own judge (it answers the message; its callers add the field).
      if (/[\\/]i18n[\\/]|[\\/]core[\\/](field-rules|formats|rule-messages)\.ts$/.test(file)) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, n) => {
        for (const m of line.matchAll(/'((?:validation|import|upload|assembly|vote|ownerVote|meeting|election)\.[\w.]+)'/g)) {
          const key = m[1]!;
          if (!probe(key)) continue;
          withField.add(key);
          // The declaration of a rule's message (a rule carries no field: its judge adds it).
          if (/message:\s*'/.test(line) || /=\s*'[\w.]+';\s*$/.test(line)) continue;
          if (!/\bfield\b|fieldRef\(|fieldError\(|fieldOf\(|columnRef\(|labelOf\(/.test(line)) unfilled.push(`${relative(root, file)}:${n + 1}: ${line.trim().slice(0, 160)}`);
        }
      });
    }
    // The rule messages are among them (core/rule-messages.ts).
    expect(Object.keys(rules.zhCn).filter((k) => withField.has(k)).length).toBeGreaterThan(0);
    expect(withField.size, 'the scan finds the messages it is about').toBeGreaterThan(3);
    expect(unfilled).toEqual([]);
  });
});
