/**
 * The service of a task (a select of the server's registry, never free
 * code) and its JSON data, with the chosen service's parameters listed
 * beside the editor and the JSON checked as one types.
 */
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { TaskServiceFieldQuery, TaskServiceFieldQuery$data } from '../../../__generated__/TaskServiceFieldQuery.graphql.ts';
import type { ControlProps } from '../../../entity/index.ts';

const servicesQuery = graphql`
  query TaskServiceFieldQuery {
    taskInfoServices {
      name
      label
      description
      params {
        name
        type
        label
        required
        min
        max
        default
      }
    }
  }
`;

type Service = TaskServiceFieldQuery$data['taskInfoServices'][number];

function useServices(): readonly Service[] {
  return useLazyLoadQuery<TaskServiceFieldQuery>(servicesQuery, {}, { fetchPolicy: 'store-or-network' }).taskInfoServices;
}

/** The label of a service name (the name itself when the registry does not know it). */
export function ServiceName({ name }: { name: string | null | undefined }) {
  const services = useServices();
  if (!name) return null;
  return <>{services.find((s) => s.name === name)?.label ?? name}</>;
}

function ServiceSelectInner({ id, value, onChange, label }: ControlProps) {
  const intl = useIntl();
  const services = useServices();
  const chosen = services.find((s) => s.name === value);
  return (
    <Box>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} name="service" aria-label={label} value={value == null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value || null)}>
          <option value="">{intl.formatMessage({ id: 'task.service.choose' })}</option>
          {services.map((s) => (
            <option key={s.name} value={s.name}>
              {s.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {chosen && (
        <Text mt="1" fontSize="xs" color="fg.muted">
          {chosen.description}
        </Text>
      )}
    </Box>
  );
}

function paramLine(p: Service['params'][number], f: (id: string, v?: Record<string, string | number>) => string): string {
  const parts = [f(`task.param.${p.type}`)];
  if (p.min != null && p.max != null) parts.push(`${p.min}–${p.max}`);
  if (p.default != null) parts.push(f('task.param.default', { value: JSON.stringify(p.default) }));
  if (p.required) parts.push(f('task.param.required'));
  return `${p.name} — ${p.label} (${parts.join(', ')})`;
}

function isObjectJson(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const v = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  } catch {
    return false;
  }
}

function DataEditorInner({ id, value, onChange, label, values, invalid }: ControlProps) {
  const intl = useIntl();
  const f = (key: string, v?: Record<string, string | number>) => intl.formatMessage({ id: key }, v);
  const services = useServices();
  const chosen = services.find((s) => s.name === values.service);
  const text = value == null ? '' : String(value);
  const bad = !isObjectJson(text);
  return (
    <Box w="full">
      <Textarea id={id} name="data" size="sm" rows={3} fontFamily="mono" aria-label={label} aria-invalid={invalid || bad || undefined} placeholder='{"days": 30}' value={text} onChange={(e) => onChange(e.currentTarget.value)} />
      {bad && (
        <Text mt="1" fontSize="xs" color="fg.error" role="alert">
          {f('task.data.json')}
        </Text>
      )}
      {chosen && (
        <Box mt="1" fontSize="xs" color="fg.muted">
          {chosen.params.length === 0 ? f('task.data.noParams') : chosen.params.map((p) => <Text key={p.name}>{paramLine(p, f)}</Text>)}
        </Box>
      )}
    </Box>
  );
}

const wait = <Spinner size="sm" />;
export const ServiceSelect = (props: ControlProps) => <Suspense fallback={wait}><ServiceSelectInner {...props} /></Suspense>;
export const DataEditor = (props: ControlProps) => <Suspense fallback={wait}><DataEditorInner {...props} /></Suspense>;
export const ServiceCell = ({ name }: { name: string | null | undefined }) => <Suspense fallback={name ?? ''}><ServiceName name={name} /></Suspense>;
export { isObjectJson };
