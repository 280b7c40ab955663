/**
 * The AI coding helper (/helper/ai-code, kept alive): describe an entity in
 * words, get a draft of the code generator's input from the server (which
 * asks the configured OpenAI-compatible endpoint; the key never reaches the
 * browser), edit it in the form (entity and a fields table) and generate
 * the entity with base/coding createCode. Without an AI endpoint the page
 * says how to enable it and still offers the form; where the server may not
 * write code (production) it says so and generation is off.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { request } from '../../../relay/rest.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { CheckBox } from '../../../components/DataTable/CheckBox.tsx';

interface CodingConfig {
  generator: boolean;
  production: boolean;
  ai: boolean;
  model: string | null;
  fieldTypes: string[];
  filters: string[];
}

interface FieldRow {
  name: string;
  type: string;
  length: number | null;
  label: string;
  labelTw: string;
  labelEn: string;
  required: boolean;
  filter: string;
}

interface EntityDraft {
  module: string;
  entity: string;
  table: string;
  label: string;
  labelTw: string;
  labelEn: string;
  fields: FieldRow[];
}

interface CodingResult {
  model: string;
  prefix: string;
  files: string[];
  untranslated: string[];
  next: string[];
}

const emptyField = (): FieldRow => ({ name: '', type: 'string', length: 255, label: '', labelTw: '', labelEn: '', required: false, filter: 'none' });
const emptyDraft = (): EntityDraft => ({ module: '', entity: '', table: '', label: '', labelTw: '', labelEn: '', fields: [emptyField()] });

function fromDraft(d: Partial<EntityDraft> & { fields?: Partial<FieldRow>[] }): EntityDraft {
  return {
    module: d.module ?? '',
    entity: d.entity ?? '',
    table: '',
    label: d.label ?? '',
    labelTw: d.labelTw ?? '',
    labelEn: d.labelEn ?? '',
    fields: (d.fields ?? []).map((f) => ({ ...emptyField(), ...f, length: f.length ?? null })),
  };
}

/** The form → createCode's input (blank optional texts left out, so the server falls back as it documents). */
function toInput(d: EntityDraft) {
  const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
  return {
    module: d.module.trim(),
    entity: d.entity.trim(),
    table: opt(d.table),
    label: d.label.trim(),
    labelTw: opt(d.labelTw),
    labelEn: opt(d.labelEn),
    fields: d.fields.map((f) => ({
      name: f.name.trim(),
      type: f.type,
      length: f.type === 'string' ? f.length : undefined,
      label: f.label.trim(),
      labelTw: opt(f.labelTw),
      labelEn: opt(f.labelEn),
      required: f.required,
      filter: f.filter,
    })),
  };
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export default function AiCodePage() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const [config, setConfig] = useState<CodingConfig | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [drafting, setDrafting] = useState(false);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [form, setForm] = useState<EntityDraft>(emptyDraft);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CodingResult | null>(null);

  useEffect(() => {
    let live = true;
    request<CodingConfig>('base/coding/config')
      .then((c) => live && setConfig(c))
      .catch((e) => live && setLoadError(errorText(e)));
    return () => {
      live = false;
    };
  }, []);

  const draft = async () => {
    setDrafting(true);
    setDraftError(null);
    try {
      const d = await request<EntityDraft>('base/coding/draft', { data: { description }, timeout: 120_000 });
      setForm(fromDraft(d));
      setResult(null);
    } catch (e) {
      setDraftError(errorText(e));
    } finally {
      setDrafting(false);
    }
  };

  const generate = async () => {
    setGenerating(true);
    setError(null);
    setResult(null);
    try {
      setResult(await request<CodingResult>('base/coding/createCode', { data: toInput(form), timeout: 120_000 }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setGenerating(false);
    }
  };

  const set = (patch: Partial<EntityDraft>) => setForm((d) => ({ ...d, ...patch }));
  const setField = (i: number, patch: Partial<FieldRow>) => setForm((d) => ({ ...d, fields: d.fields.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));

  if (loadError) return <Box bg="bg" borderRadius="lg" borderWidth="1px" p="6" role="alert">{loadError}</Box>;
  if (!config) return <Box bg="bg" borderRadius="lg" borderWidth="1px" p="6">{f('app.loading')}</Box>;

  const entityField = (key: 'module' | 'entity' | 'table' | 'label' | 'labelTw' | 'labelEn', required = false) => (
    <Field.Root required={required}>
      <Field.Label>
        {f(`aiCode.${key}`)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input size="sm" value={form[key]} onChange={(e) => set({ [key]: e.currentTarget.value })} placeholder={f(`aiCode.${key}.hint`)} />
    </Field.Root>
  );

  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '6' }} data-testid="ai-code">
      <Heading as="h1" size="lg" mb="4">
        {f('aiCode.title')}
      </Heading>

      <DescribeSection config={config} description={description} setDescription={setDescription} draft={draft} drafting={drafting} draftError={draftError} />

      <Box as="section" aria-label={f('aiCode.generator')}>
        <Heading as="h2" size="md" mb="2">
          {f('aiCode.generator')}
        </Heading>
        {!config.generator && (
          <Text mb="3" color="fg.warning" data-testid="generator-off">
            {f(config.production ? 'aiCode.generatorOff.production' : 'aiCode.generatorOff')}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4">
          {entityField('module', true)}
          {entityField('entity', true)}
          {entityField('table')}
          {entityField('label', true)}
          {entityField('labelTw')}
          {entityField('labelEn')}
        </SimpleGrid>
        <FieldsTable fields={form.fields} config={config} setField={setField} removeField={(i) => setForm((d) => ({ ...d, fields: d.fields.filter((_, j) => j !== i) }))} />
        <Flex mt="3" gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setForm((d) => ({ ...d, fields: [...d.fields, emptyField()] }))}>
            {f('aiCode.addField')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => (setForm(emptyDraft()), setResult(null), setError(null))}>
            {f('aiCode.reset')}
          </Button>
          {can('base:coding:createCode') && (
            <Button size="sm" onClick={generate} loading={generating} disabled={!config.generator}>
              {f('aiCode.generate')}
            </Button>
          )}
        </Flex>
        {error && (
          <Text mt="3" color="fg.error" role="alert">
            {error}
          </Text>
        )}
        {result && <CodingResultBox result={result} />}
      </Box>
    </Box>
  );
}

/** The description the AI drafts an entity from (when an AI endpoint is configured). */
function DescribeSection({ config, description, setDescription, draft, drafting, draftError }: {
  config: CodingConfig;
  description: string;
  setDescription: (text: string) => void;
  draft: () => void;
  drafting: boolean;
  draftError: string | null;
}) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Box as="section" mb="6" aria-label={f('aiCode.describe')}>
      <Heading as="h2" size="md" mb="2">
        {f('aiCode.describe')}
      </Heading>
      {config.ai ? (
        <>
          <Textarea value={description} onChange={(e) => setDescription(e.currentTarget.value)} placeholder={f('aiCode.describe.hint')} aria-label={f('aiCode.describe')} rows={3} maxLength={2000} />
          <Flex mt="2" gap="3" align="center">
            <Can I="base:coding:draft">
              <Button size="sm" onClick={draft} loading={drafting} disabled={description.trim() === ''}>
                {f('aiCode.draft')}
              </Button>
            </Can>
            <Text fontSize="xs" color="fg.muted">
              {f('aiCode.model', { model: config.model ?? '' })}
            </Text>
          </Flex>
          {draftError && (
            <Text mt="2" color="fg.error" role="alert">
              {draftError}
            </Text>
          )}
        </>
      ) : (
        <Text color="fg.muted" data-testid="ai-off">
          {f('aiCode.aiOff')}
        </Text>
      )}
    </Box>
  );
}

/** The fields of the entity being generated, one editable row each. */
function FieldsTable({ fields, config, setField, removeField }: { fields: FieldRow[]; config: CodingConfig; setField: (i: number, patch: Partial<FieldRow>) => void; removeField: (i: number) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={f('aiCode.fields')}>
        <Table.Header>
          <Table.Row>
            {['name', 'type', 'length', 'label', 'labelTw', 'labelEn', 'required', 'filter', 'actions'].map((c) => (
              <Table.ColumnHeader key={c}>{f(`aiCode.field.${c}`)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={9} color="fg.muted">
                {f('aiCode.noFields')}
              </Table.Cell>
            </Table.Row>
          )}
          {fields.map((row, i) => (
            <FieldRowEditor key={i} row={row} config={config} setField={(patch) => setField(i, patch)} remove={() => removeField(i)} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** One field of the entity being generated: its name, type, length, labels, required mark and list filter. */
function FieldRowEditor({ row, config, setField, remove }: { row: FieldRow; config: CodingConfig; setField: (patch: Partial<FieldRow>) => void; remove: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Table.Row data-testid="field-row">
      <Table.Cell>
        <Input size="xs" minW="28" value={row.name} aria-label={f('aiCode.field.name')} onChange={(e) => setField({ name: e.currentTarget.value })} />
      </Table.Cell>
      <Table.Cell>
        <NativeSelect.Root size="xs" minW="24">
          <NativeSelect.Field aria-label={f('aiCode.field.type')} value={row.type} onChange={(e) => setField({ type: e.currentTarget.value, length: e.currentTarget.value === 'string' ? (row.length ?? 255) : null })}>
            {config.fieldTypes.map((t) => (
              <option key={t} value={t}>
                {f(`aiCode.type.${t}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      <Table.Cell>
        <Input size="xs" w="20" type="number" min={1} max={10000} disabled={row.type !== 'string'} value={row.type === 'string' ? (row.length ?? '') : ''} aria-label={f('aiCode.field.length')} onChange={(e) => setField({ length: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })} />
      </Table.Cell>
      {(['label', 'labelTw', 'labelEn'] as const).map((k) => (
        <Table.Cell key={k}>
          <Input size="xs" minW="24" value={row[k]} aria-label={f(`aiCode.field.${k}`)} onChange={(e) => setField({ [k]: e.currentTarget.value })} />
        </Table.Cell>
      ))}
      <Table.Cell>
        <CheckBox checked={row.required} ariaLabel={f('aiCode.field.required')} onChange={(on) => setField({ required: on })} />
      </Table.Cell>
      <Table.Cell>
        <NativeSelect.Root size="xs" minW="24">
          <NativeSelect.Field aria-label={f('aiCode.field.filter')} value={row.filter} onChange={(e) => setField({ filter: e.currentTarget.value })}>
            {config.filters.map((t) => (
              <option key={t} value={t}>
                {f(`aiCode.filter.${t}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      <Table.Cell>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={remove}>
          {f('aiCode.field.remove')}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/** What the generator wrote, and what to do next. */
function CodingResultBox({ result }: { result: CodingResult }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Box mt="4" borderWidth="1px" borderRadius="md" p="4" data-testid="coding-result">
      <Text fontWeight="semibold">{f('aiCode.done', { prefix: result.prefix })}</Text>
      <Box as="ul" mt="2" pl="5" fontFamily="mono" fontSize="sm" listStyleType="disc">
        {result.files.map((file) => (
          <li key={file}>{file}</li>
        ))}
      </Box>
      {result.untranslated.length > 0 && (
        <Text mt="2" fontSize="sm" color="fg.warning">
          {f('aiCode.untranslated', { count: result.untranslated.length })}
        </Text>
      )}
      <Text mt="2" fontSize="sm">
        {f('aiCode.next')}
      </Text>
      <Box as="ol" mt="1" pl="5" fontFamily="mono" fontSize="sm" listStyleType="decimal">
        {result.next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
      <Text mt="2" fontSize="sm">
        {f('aiCode.restart', { prefix: result.prefix })}
      </Text>
    </Box>
  );
}
