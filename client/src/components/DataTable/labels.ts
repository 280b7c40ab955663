/**
 * Labels of entity fields and values through the message catalogues: ids
 * `field.<Type>.<name>` and `option.<Type>.<name>.<value>` (common columns
 * under `field.common.<name>`), with the declaration's Chinese label as the
 * zh-cn default when the catalogue has no entry.
 */
import { useIntl, type IntlShape } from 'react-intl';
import type { EntityMeta } from './meta.ts';
import { fieldOf } from './meta.ts';

export interface MetaText {
  entity: (meta: EntityMeta) => string;
  field: (meta: EntityMeta, name: string) => string;
  option: (meta: EntityMeta, name: string, value: unknown) => string;
}

function lookup(intl: IntlShape, id: string, fallback: string): string {
  return Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.formatMessage({ id }) : fallback;
}

export function metaText(intl: IntlShape): MetaText {
  return {
    entity: (meta) => lookup(intl, `entity.${meta.type}`, meta.label),
    field: (meta, name) => {
      const declared = fieldOf(meta, name)?.label ?? meta.inputs[name]?.label ?? name;
      return lookup(intl, `field.${meta.type}.${name}`, lookup(intl, `field.common.${name}`, declared));
    },
    option: (meta, name, value) => {
      if (value === null || value === undefined || value === '') return '';
      const declared = fieldOf(meta, name)?.options?.find((o) => String(o.value) === String(value))?.label;
      return lookup(intl, `option.${meta.type}.${name}.${String(value)}`, declared ?? String(value));
    },
  };
}

export function useMetaText(): MetaText {
  return metaText(useIntl());
}
