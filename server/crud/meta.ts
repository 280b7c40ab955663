/**
 * The client's view of every entity declaration: fields with types, labels
 * (zh-cn from the schema, zh-tw and en from the label catalogues), lengths,
 * required flags and value labels, the filters, the rules (field rules and
 * the order of dates), the permission
 * strings and the REST prefix. Printed into the client by
 * `npm run schema:print`, so list screens and forms are driven by the same
 * single declaration as the server (a test fails when the copy is stale).
 */
import { actionsOf, entities, operationPerm, permOf, type EntityDecl } from './entity.ts';
import { modelInfo } from './datamodel.ts';
import { graphqlTypeOf, shapeOf } from './graphql.ts';
import { readableFields, writableFields } from './validate.ts';
import { ownershipOf } from './ownership.ts';
import { isRequiredByRules } from '../core/field-rules.ts';
import { labelTranslations } from '../kernel/i18n/labels.ts';
import { uploadKindOf, type UploadKind } from '../files/columns.ts';

export interface FieldMeta {
  name: string;
  /** GraphQL scalar: Int, String, Boolean, DateTime, JSON, Decimal, Float. */
  type: string;
  label: string;
  required: boolean;
  maxLength: number | null;
  options: { value: number; label: string }[] | null;
  readable: boolean;
  writable: boolean;
  /** The column holds uploaded files (files/columns.ts): forms use the upload control. Omitted otherwise. */
  upload?: UploadKind;
  /**
   * A large JSON column (a shape declared bulky, crud/shapes.ts): the
   * client's list rows leave it out, the screens that need it ask for it
   * (a meeting's frozen electorate, docs/capacity.md). Omitted otherwise.
   */
  bulky?: true;
}

function entityMetaOf(decl: EntityDecl) {
  const info = modelInfo(decl.model);
  const readable = new Set(readableFields(decl).map((f) => f.name));
  const writable = new Set(writableFields(decl).map((f) => f.name));
  const fields: FieldMeta[] = info.fields
    .filter((f) => f.kind !== 'object' && (readable.has(f.name) || writable.has(f.name)))
    .map((f) => ({
      name: f.name,
      type: graphqlTypeOf(f),
      label: f.label,
      required: ((f.isRequired && !f.hasDefault) || isRequiredByRules(decl.rules, f.name)) && writable.has(f.name),
      maxLength: f.maxLength ?? null,
      options: f.options ?? null,
      readable: readable.has(f.name),
      writable: writable.has(f.name),
      ...(uploadKindOf(decl.model, f.name) ? { upload: uploadKindOf(decl.model, f.name)! } : {}),
      ...(shapeOf(decl, f)?.bulky ? { bulky: true as const } : {}),
    }));
  const actions = actionsOf(decl);
  const perms: Record<string, string> = Object.fromEntries(actions.map((a) => [a, permOf(decl.prefix, a)]));
  for (const op of decl.operations ?? []) {
    const p = operationPerm(decl, op);
    if (p) perms[op.action] = p;
  }
  const own = ownershipOf(decl.model);
  return {
    type: decl.type,
    prefix: decl.prefix,
    label: info.label,
    actions,
    perms,
    fields,
    inputs: decl.inputs ?? {},
    filters: { eq: decl.filters?.eq ?? [], like: decl.filters?.like ?? [], keyword: decl.filters?.keyword ?? [], in: decl.filters?.in ?? [] },
    rules: decl.rules ?? {},
    /** Ends that must come after their starts (the form checks them before sending). */
    order: decl.order ?? [],
    dicts: decl.dicts ?? {},
    /** Columns shown in the reader's language, their translations in the `i18n` field (forms edit them). */
    translatable: decl.translatable ?? [],
    defaultOrder: decl.defaultOrder ?? { field: 'createTime', sort: 'desc' },
    /** Rows follow the selected community (lists reload when it changes). */
    areaScoped: own.kind !== 'none',
    /** Rows carry their community in areaId (forms default it to the selected community). */
    areaColumn: own.kind === 'column',
    labels: labelTranslations(decl.model),
  };
}

export function entityMeta() {
  return Object.fromEntries(entities().map((d) => [d.type, entityMetaOf(d)]));
}

export function entityMetaText(): string {
  return `${JSON.stringify(entityMeta(), null, 2)}\n`;
}
