/**
 * Labels of entities, fields and values, written once: the server's Prisma
 * `///` labels are the zh-cn text (the declaration's `label` and
 * `options[].label`), and the declaration carries their translations per
 * locale (`labels: { en: { "": entity, field: label, "field.value": option } }`).
 * A label is `meta.labels[locale][key]`, else the declared zh-cn label.
 * Columns the declaration does not list (computed ones such as `areaName`)
 * fall back to the `column.<name>` interface messages.
 */
import { useIntl, type IntlShape } from 'react-intl';
import { INTL_TAGS, type Locale } from '../i18n/index.ts';
import type { EntityMeta } from './meta.ts';
import { fieldOf } from './meta.ts';

export interface MetaText {
  entity: (meta: EntityMeta) => string;
  field: (meta: EntityMeta, name: string) => string;
  option: (meta: EntityMeta, name: string, value: unknown) => string;
}

const LOCALE_OF_TAG = new Map(Object.entries(INTL_TAGS).map(([locale, tag]) => [tag.toLowerCase(), locale as Locale]));

/** The app locale of an Intl object (zh-CN → zh-cn). */
export function localeOf(intl: IntlShape): Locale {
  return LOCALE_OF_TAG.get(intl.locale.toLowerCase()) ?? 'zh-cn';
}

/** The translation of a key of the declaration's labels in the locale, if any. */
export function declaredLabel(meta: EntityMeta, locale: Locale, key: string): string | undefined {
  const text = meta.labels?.[locale]?.[key];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

function hasMessage(intl: IntlShape, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(intl.messages, id);
}

export function metaText(intl: IntlShape): MetaText {
  const locale = localeOf(intl);
  return {
    entity: (meta) => declaredLabel(meta, locale, '') ?? meta.label,
    field: (meta, name) => {
      const translated = declaredLabel(meta, locale, name);
      if (translated) return translated;
      const declared = fieldOf(meta, name)?.label ?? meta.inputs[name]?.label;
      if (declared) return declared;
      return hasMessage(intl, `column.${name}`) ? intl.formatMessage({ id: `column.${name}` }) : name;
    },
    option: (meta, name, value) => {
      if (value === null || value === undefined || value === '') return '';
      const translated = declaredLabel(meta, locale, `${name}.${String(value)}`);
      if (translated) return translated;
      return fieldOf(meta, name)?.options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
    },
  };
}

export function useMetaText(): MetaText {
  return metaText(useIntl());
}
