/**
 * docs/field-rules.md, printed from the declarations by `npm run
 * schema:print` (a test fails when the committed copy is stale): every
 * entity's field rules, the order of its dates and what identifies its rows,
 * in the words a refusal uses (English), so the documentation cannot drift
 * from what REST, GraphQL, the imports and the forms enforce.
 */
import { entities, type EntityDecl } from './entity.ts';
import { modelInfo } from './datamodel.ts';
import { fixedFields, inputFields } from './validate.ts';
import { uploadKindOf } from '../files/columns.ts';
import { ruleMessage, rulesOf } from '../core/field-rules.ts';
import { translate } from '../kernel/i18n/messages.ts';
import { LABEL_CATALOGUES } from '../kernel/i18n/labels.ts';

const label = (d: EntityDecl, field: string) => LABEL_CATALOGUES.en[`${d.model}.${field}`] ?? field;
const cell = (text: string) => text.replace(/\|/g, '\\|');

function fieldLines(d: EntityDecl): string[] {
  const info = modelInfo(d.model);
  const out: string[] = [];
  for (const f of inputFields(d, 'add')) {
    const said: string[] = [];
    if ((f.isRequired && !f.hasDefault) || rulesOf(d.rules, f.name).some((r) => r.kind === 'required')) said.push('required');
    for (const rule of rulesOf(d.rules, f.name).filter((r) => r.kind !== 'required')) {
      const m = ruleMessage(rule);
      said.push(translate('en', m.key, { ...m.params, field: label(d, f.name) }));
    }
    const kind = uploadKindOf(d.model, f.name);
    if (kind && kind !== 'text') said.push(`file${kind.endsWith('s') ? 's (a list)' : ''} uploaded here: /upload/… or this site's own address`);
    if (d.richText?.includes(f.name)) said.push(`rich text, sanitized on write${d.richTextProfile === 'ballot' ? ' (the ballot page’s allow list)' : ''}`);
    if (said.length === 0) continue;
    if (f.maxLength) said.push(`≤ ${f.maxLength} characters`);
    out.push(`| ${f.name} | ${cell(label(d, f.name))} / ${cell(info.byName.get(f.name)!.label)} | ${cell(said.join('; '))} |`);
  }
  return out;
}

export function rulesDocText(): string {
  const parts = [
    '# Field rules',
    '',
    'Printed from the entity declarations by `npm run schema:print`; do not edit. Every rule is enforced on REST, GraphQL, the house import and the client forms ([security.md](security.md) "Input rules and hostile input"). Lengths, types and NOT NULL columns come from the Prisma schema and apply to every column; this list shows the columns that have more.',
    '',
  ];
  for (const d of entities()) {
    const lines = fieldLines(d);
    const order = (d.order ?? []).map((o) => `- ${label(d, o.end)} must be later than ${label(d, o.start)} (\`${o.end}\` > \`${o.start}\`), on the row as it will be stored.`);
    const unique = (d.unique ?? []).map((u) => `- One row per ${u.fields.map((c) => label(d, c)).join(' + ')}${u.within ? ` within its ${label(d, u.within)}` : ''}: compared as people read them (NFKC, invisible and format characters removed, blanks collapsed, case folded: server/core/fold.ts); kept in \`${u.key}\` with a database unique index.`);
    const fixed = fixedFields(d, 'update').map((f) => `\`${f.name}\`${d.transitions?.[f.name] ? ' (a change runs its transition)' : ''}`);
    const managed = (d.serverManaged ?? []).map((c) => `\`${c}\``);
    if (!lines.length && !order.length && !unique.length && !managed.length) continue;
    parts.push(`## ${d.prefix} (${LABEL_CATALOGUES.en[d.model] ?? d.model})`, '');
    if (lines.length) parts.push('| column | label | rules |', '|---|---|---|', ...lines, '');
    if (order.length || unique.length) parts.push(...order, ...unique, '');
    if (fixed.length) parts.push(`Read-only (accepted unchanged, else refused naming the column): ${fixed.join(', ')}.`, '');
    if (managed.length) parts.push(`Server-managed (ignored when sent: neither stored nor refused): ${managed.join(', ')}.`, '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
