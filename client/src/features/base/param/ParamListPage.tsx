/**
 * Parameters (/sys/param): key, name, data by type — string, rich text (a
 * textarea with a sandboxed preview) or file (a URL) — and remark.
 */
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { SysParam } from '../../../meta/entities.json';
import { SysParamOperations, type SysParamRow } from '../../../entity/generated/SysParam.ts';
import { defineEntityScreen, entityMeta } from '../../../entity/index.ts';
import { Upload } from '../../../components/Upload.tsx';
import type { ControlProps } from '../../../entity/index.ts';

export const meta = entityMeta(SysParam);
const isLink = (s: string | null | undefined): s is string => !!s && /^(https?:\/\/|\/)/.test(s);

function DataCell({ row }: { row: SysParamRow }) {
  const intl = useIntl();
  if (row.dataType === 1) return <>{intl.formatMessage({ id: 'param.richText.cell' })}</>;
  if (row.dataType === 2 && isLink(row.data)) {
    return (
      <Link href={row.data} target="_blank" rel="noreferrer" color="brand.fg" onClick={(e) => e.stopPropagation()}>
        {row.data}
      </Link>
    );
  }
  return <>{row.data ?? ''}</>;
}

/** The data control: by data type a text, a rich text with preview, or a file URL. */
function DataControl({ id, value, onChange, invalid, values, label }: ControlProps) {
  const intl = useIntl();
  const type = Number(values.dataType ?? 0);
  const text = value == null ? '' : String(value);
  if (type === 2) {
    // A file parameter: the shared upload (one file); its URL is the data.
    return (
      <Stack gap="1">
        <Upload id={id} label={label} value={text} invalid={invalid} onChange={(v) => onChange(typeof v === 'string' ? v : '')} />
        {isLink(text) && (
          <Link href={text} target="_blank" rel="noreferrer" fontSize="xs" color="brand.fg">
            {intl.formatMessage({ id: 'param.file.open' })}
          </Link>
        )}
      </Stack>
    );
  }
  if (type === 1) {
    return (
      <Stack gap="2">
        <Textarea id={id} size="sm" rows={6} fontFamily="mono" aria-invalid={invalid} placeholder={intl.formatMessage({ id: 'param.richText.placeholder' })} value={text} onChange={(e) => onChange(e.currentTarget.value)} />
        <Text fontSize="xs" color="fg.muted">
          {intl.formatMessage({ id: 'param.preview' })}
        </Text>
        {/* sandboxed: the HTML is shown, its scripts do not run */}
        <Box as="iframe" {...{ sandbox: '', srcDoc: text, title: `${label} ${intl.formatMessage({ id: 'param.preview' })}` }} w="100%" h="40" borderWidth="1px" borderRadius="md" bg="white" />
      </Stack>
    );
  }
  return <Textarea id={id} size="sm" rows={3} aria-invalid={invalid} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
}

export default defineEntityScreen<SysParamRow>({
  meta,
  ops: SysParamOperations,
  columns: ['id', 'name', 'keyName', { name: 'data', render: (r) => <DataCell row={r} /> }, 'dataType', 'remark', 'createTime', 'updateTime'],
  hidden: ['createTime'],
  inlineEdit: ['name', 'remark'],
  form: {
    initial: () => ({ dataType: 0 }),
    fields: ['name', 'keyName', { name: 'dataType', required: true }, { name: 'data', wide: true, render: (ctx) => <DataControl {...ctx} /> }, 'remark'],
  },
});
