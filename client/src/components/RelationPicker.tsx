/**
 * A form control for a reference to another row (an election's meeting, a
 * meeting's related repair or election): a searchable combobox of the rows
 * the user may read, showing their names, keeping the row's id as the value.
 * Keyboard-usable (type to filter, arrows, Enter; the clear button empties
 * it). The rows come from the target entity's generated list query, so the
 * server's scope decides what can be chosen. The options are asked for each
 * time a form opens and per selected community: the same query's answer
 * kept for a list's cells may be another community's (the list was shown
 * before the community was switched), and an option the server would refuse
 * must not be offered.
 */
import { Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLazyLoadQuery, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { Combobox } from '@chakra-ui/react/combobox';
import { Portal } from '@chakra-ui/react/portal';
import { useFilter } from '@chakra-ui/react/locale';
import { useListCollection } from '@chakra-ui/react/hooks';
import { Spinner } from '@chakra-ui/react/spinner';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { useArea } from '../area/store.ts';

export interface PickerOption {
  value: number;
  label: string;
}

interface Props {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: number | null) => void;
  invalid?: boolean;
  options: PickerOption[];
  placeholder?: string;
}

/** The combobox over given options. */
export function PickerControl({ id, label, value, onChange, invalid, options, placeholder }: Props) {
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  const items = useMemo(() => options.map((o) => ({ value: String(o.value), label: o.label })), [options]);
  const { collection, filter } = useListCollection({ initialItems: items, filter: contains, itemToString: (i) => i.label, itemToValue: (i) => i.value });
  const selected = typeof value === 'number' && Number.isInteger(value) ? String(value) : null;
  const current = items.find((i) => i.value === selected);
  return (
    <Combobox.Root
      collection={collection}
      ids={{ input: id }}
      value={selected ? [selected] : []}
      inputBehavior="autohighlight"
      openOnClick
      invalid={invalid}
      defaultInputValue={current?.label ?? ''}
      onInputValueChange={(e) => filter(e.inputValue)}
      onValueChange={(e) => onChange(e.value[0] ? Number(e.value[0]) : null)}
      width="full"
    >
      <Combobox.Control>
        <Combobox.Input aria-label={label} placeholder={placeholder ?? intl.formatMessage({ id: 'picker.search' })} />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label={intl.formatMessage({ id: 'picker.clear' })} />
          <Combobox.Trigger aria-label={intl.formatMessage({ id: 'picker.open' })} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{intl.formatMessage({ id: 'picker.none' })}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.value}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

interface QueryPickerProps<Q extends OperationType> extends Omit<Props, 'options'> {
  query: GraphQLTaggedNode;
  variables: Q['variables'];
  /** The options from the query's answer. */
  options: (data: Q['response']) => PickerOption[];
}

function Loaded<Q extends OperationType>({ query, variables, options, ...rest }: QueryPickerProps<Q>) {
  const area = useArea().selected;
  const data = useLazyLoadQuery<Q>(query, variables, { fetchPolicy: 'network-only', fetchKey: `picker:${area ?? 'all'}` });
  return <PickerControl {...rest} options={options(data)} />;
}

/** A picker whose rows come from a query (the target entity's list, scoped by the server). */
export function QueryPicker<Q extends OperationType>(props: QueryPickerProps<Q>) {
  return (
    <ErrorBoundary fallback={(e) => <span role="alert">{e.message}</span>}>
      <Suspense fallback={<Spinner size="sm" />}>
        <Loaded {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

interface NameProps<Q extends OperationType> {
  id: unknown;
  query: GraphQLTaggedNode;
  variables: Q['variables'];
  options: (data: Q['response']) => PickerOption[];
}

function LoadedName<Q extends OperationType>({ id, query, variables, options }: NameProps<Q>) {
  const area = useArea().selected;
  const data = useLazyLoadQuery<Q>(query, variables, { fetchPolicy: 'store-or-network', fetchKey: `names:${area ?? 'all'}` });
  const found = options(data).find((o) => o.value === id);
  return <>{found ? found.label : typeof id === 'number' ? `#${id}` : ''}</>;
}

/** The name of a referenced row in a list cell (one query per screen, from the store afterwards). */
export function RelationName<Q extends OperationType>(props: NameProps<Q>) {
  if (props.id === null || props.id === undefined) return null;
  return (
    <ErrorBoundary fallback={() => <>{String(props.id)}</>}>
      <Suspense fallback={<Spinner size="xs" />}>
        <LoadedName {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
