/**
 * The translations of a form's translatable fields (the declaration's
 * `translatable`, server/crud/translations.ts). The fields themselves show
 * and edit the reader's language; this section holds the other languages,
 * one input per field and language, sent as the row's `i18n` (merged by the
 * server; an emptied input removes that translation, and that language then
 * shows the row's own text).
 */
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Collapsible } from '@chakra-ui/react/collapsible';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Textarea } from '@chakra-ui/react/textarea';
import { LOCALES, type Locale } from '../../i18n/index.ts';
import type { ControlProps, FormField, FormFieldSpec } from '../../entity/form/types.ts';
import { localeOf, useMetaText } from '../../entity/labels.ts';
import { fieldOf, type EntityMeta } from '../../entity/meta.ts';

export const TRANSLATIONS_FIELD = 'i18n';

type Translations = Partial<Record<Locale, Record<string, string>>>;

function asTranslations(value: unknown): Translations {
  if (typeof value === 'string') {
    try {
      return asTranslations(JSON.parse(value));
    } catch {
      return {};
    }
  }
  // The row answers its translations as a list of { language, field, text } (GraphQL `[Translation]`); the input takes the object.
  if (Array.isArray(value)) {
    const out: Translations = {};
    for (const e of value as { language?: unknown; field?: unknown; text?: unknown }[]) {
      const lang = typeof e?.language === 'string' ? (e.language.toLowerCase().replace(/_/g, '-') as Locale) : null;
      if (lang && LOCALES.includes(lang) && typeof e.field === 'string' && typeof e.text === 'string') out[lang] = { ...(out[lang] ?? {}), [e.field]: e.text };
    }
    return out;
  }
  return value && typeof value === 'object' ? (value as Translations) : {};
}

function TranslationsEditor({ meta, columns, id, value, onChange }: ControlProps & { meta: EntityMeta; columns: string[] }) {
  const intl = useIntl();
  const text = useMetaText();
  const current = localeOf(intl);
  const all = asTranslations(value);
  const others = LOCALES.filter((l) => l !== current);
  const set = (lang: Locale, column: string, next: string) => {
    const copy: Translations = { ...all, [lang]: { ...(all[lang] ?? {}), [column]: next } };
    onChange(copy);
  };
  const filled = others.reduce((n, l) => n + columns.filter((c) => all[l]?.[c]).length, 0);
  return (
    <Collapsible.Root id={id}>
      <Collapsible.Trigger asChild>
        <Box as="button" textAlign="start" fontSize="sm" color="brand.fg" cursor="pointer">
          {intl.formatMessage({ id: 'form.translations.toggle' }, { count: filled })}
        </Box>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <SimpleGrid columns={{ base: 1, md: 2 }} gapX="4" gapY="3" mt="2">
          {columns.flatMap((column) =>
            others.map((lang) => {
              const inputId = `${id}-${column}-${lang}`;
              const label = `${text.field(meta, column)} · ${intl.formatMessage({ id: `lang.${lang}` })}`;
              const long = fieldOf(meta, column)?.maxLength == null;
              const v = all[lang]?.[column] ?? '';
              return (
                <Field.Root key={inputId} gridColumn={long ? '1 / -1' : undefined}>
                  <Field.Label htmlFor={inputId}>{label}</Field.Label>
                  {long ? (
                    <Textarea id={inputId} size="sm" rows={3} value={v} onChange={(e) => set(lang, column, e.currentTarget.value)} />
                  ) : (
                    <Input id={inputId} size="sm" autoComplete="off" value={v} onChange={(e) => set(lang, column, e.currentTarget.value)} />
                  )}
                </Field.Root>
              );
            }),
          )}
        </SimpleGrid>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The fields of a form, with the translations field after them when the entity has one to show (EntityForm). */
export function withTranslations(meta: EntityMeta, fields: FormFieldSpec[]): FormFieldSpec[] {
  const extra = translationsField(meta, fields.map((s) => (typeof s === 'string' ? s : s.name)));
  return extra ? [...fields, extra] : fields;
}

/**
 * The translations field a form of a translatable entity gets, or null when
 * the form shows none of the translatable fields or lists the field itself.
 */
export function translationsField(meta: EntityMeta, names: readonly string[]): FormField | null {
  const columns = (meta.translatable ?? []).filter((c) => names.includes(c));
  if (!columns.length || names.includes(TRANSLATIONS_FIELD) || !fieldOf(meta, TRANSLATIONS_FIELD)?.writable) return null;
  return {
    name: TRANSLATIONS_FIELD,
    labelId: 'form.translations',
    wide: true,
    render: (props) => <TranslationsEditor {...props} meta={meta} columns={columns} />,
  };
}
