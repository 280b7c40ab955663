/**
 * Every label the schema gives (model, field, enumerated value) and every
 * extra field an entity adds (computed output fields such as areaName, and
 * non-column inputs such as roleIdList) has its zh-tw and en translation in
 * server/kernel/i18n/labels/*.ts. A new model, field or value without one
 * fails here. Value lists in `///` comments must parse (crud/datamodel.ts):
 * a comment whose text after the colon starts like "0 …" but does not parse
 * would silently lose its value labels.
 */
import { allEdges } from '../../server/crud/relations.ts';
import { describe, expect, it } from 'vitest';
import { isObjectType } from 'graphql';
import { models } from '../../server/crud/datamodel.ts';
import { entities } from '../../server/crud/entity.ts';
import { LABEL_CATALOGUES, type LabelLang } from '../../server/kernel/i18n/labels.ts';
import { schema } from '../../server/schema.ts';

/** Every key a translation must exist for. */
function requiredKeys(): string[] {
  const keys: string[] = [];
  for (const m of models().values()) {
    keys.push(m.name);
    for (const f of m.fields) {
      if (f.kind === 'object') continue;
      keys.push(`${m.name}.${f.name}`);
      for (const o of f.options ?? []) keys.push(`${m.name}.${f.name}.${o.value}`);
    }
  }
  for (const decl of entities()) {
    const columns = new Set(models().get(decl.model)!.fields.map((f) => f.name));
    const type = schema.getType(decl.type);
    if (!isObjectType(type)) throw new Error(`${decl.type} is not an object type`);
    // Output fields that are not columns (rowId and the global id are API plumbing, not labels). Relations
    // (crud/relations.ts) and the enum twins of labelled columns show rows and values that have their own
    // labels (the target's, the column's values), never a column header of their own.
    const edges = new Set((allEdges(entities()).get(decl.model) ?? []).map((e) => e.name));
    const twins = (name: string) => name.endsWith('Enum') && columns.has(name.slice(0, -4));
    for (const name of Object.keys(type.getFields())) if (!columns.has(name) && name !== 'id' && name !== 'rowId' && !edges.has(name) && !twins(name)) keys.push(`${decl.model}.${name}`);
    for (const name of Object.keys(decl.inputs ?? {})) keys.push(`${decl.model}.${name}`);
  }
  return [...new Set(keys)];
}

describe('label translations', () => {
  it('finds the extra fields of the entities (so the check below covers them)', () => {
    const keys = requiredKeys();
    expect(keys).toContain('BaseSysUser.roleIdList');
    expect(keys).toContain('InfoBanner.areaName');
    expect(keys).toContain('InfoBanner.status.0');
    expect(keys.length).toBeGreaterThan(400);
  });

  for (const lang of Object.keys(LABEL_CATALOGUES) as LabelLang[]) {
    it(`every schema label and extra field has a ${lang} translation`, () => {
      const catalogue = LABEL_CATALOGUES[lang];
      const missing = requiredKeys().filter((k) => typeof catalogue[k] !== 'string' || catalogue[k]!.trim() === '');
      expect(missing).toEqual([]);
    });
  }

  it('value lists in /// comments parse into options', () => {
    const broken: string[] = [];
    for (const m of models().values()) {
      for (const f of m.fields) {
        const colon = f.doc.search(/[:：]/);
        if (colon < 0) continue;
        // "状态: 0 禁用, 1 启用" lists values; such a comment must give options.
        if (/^\s*-?\d+\s+\S/.test(f.doc.slice(colon + 1)) && !f.options) broken.push(`${m.name}.${f.name}: ${f.doc}`);
      }
    }
    expect(broken).toEqual([]);
    const banner = models().get('InfoBanner')!.byName.get('status')!;
    expect(banner.options).toEqual([
      { value: 0, label: '禁用' },
      { value: 1, label: '启用' },
    ]);
  });
});
