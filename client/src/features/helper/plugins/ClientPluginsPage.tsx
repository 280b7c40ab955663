/**
 * Front-end plugins (/helper/plugins/vue, modules/helper/views/plugins/vue.vue):
 * the client's own extension points — rich-text editor, charts, export
 * formats, upload — each with the library and version it is built on, its
 * description, whether it is on, and its settings. The server keeps them
 * (plugin/client); a save takes effect at once on every screen of this
 * browser (the plugin store) and on the next start of any other. Without
 * plugin:client:update the page only shows them.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ClientPluginsPageQuery, ClientPluginsPageQuery$data } from '../../../__generated__/ClientPluginsPageQuery.graphql.ts';
import type { ClientPluginsPageUpdateMutation } from '../../../__generated__/ClientPluginsPageUpdateMutation.graphql.ts';
import { useCan } from '../../../components/Can.tsx';
import { CheckBox } from '../../../components/DataTable/index.ts';
import { commit, formatDateTime, resultOf } from '../../../entity/index.ts';
import { message } from '../../../lib/message.ts';
import { setClientPlugin } from '../../../plugins/store.ts';

export const UPDATE_PERM = 'plugin:client:update';

const query = graphql`
  query ClientPluginsPageQuery {
    clientPlugins {
      ...ClientPluginsPage_plugin @relay(mask: false)
    }
  }
`;

graphql`
  fragment ClientPluginsPage_plugin on ClientPlugin {
    key
    name
    description
    library
    version
    enabled
    canDisable
    updateTime
    settings {
      key
      type
      label
      value
      default
      options
      min
      max
    }
  }
`;

const updateMutation = graphql`
  mutation ClientPluginsPageUpdateMutation($input: ClientPluginUpdateInput!) {
    clientPluginUpdate(input: $input) {
      __typename
      ... on MutationClientPluginUpdateSuccess {
        data {
          ...ClientPluginsPage_plugin @relay(mask: false)
        }
      }
      ...EntityError_error @alias(as: "error")
    }
  }
`;

type Plugin = ClientPluginsPageQuery$data['clientPlugins'][number];
type Values = Record<string, unknown>;

const valuesOf = (p: Plugin): Values => Object.fromEntries(p.settings.map((s) => [s.key, s.value]));

function SettingControl({ id, setting, value, onChange, disabled }: { id: string; setting: Plugin['settings'][number]; value: unknown; onChange: (v: unknown) => void; disabled: boolean }) {
  if (setting.type === 'boolean') return <CheckBox toggle id={id} name={setting.key} checked={value === true} onChange={onChange} ariaLabel={setting.label} disabled={disabled} />;
  if (setting.type === 'enum') {
    const options = (setting.options ?? []) as { value: string; label: string }[];
    return (
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field id={id} name={setting.key} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  return (
    <Input
      id={id}
      name={setting.key}
      size="sm"
      w="24"
      type="number"
      min={setting.min ?? undefined}
      max={setting.max ?? undefined}
      value={value == null ? '' : String(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
    />
  );
}

function PluginCard({ plugin, editable, onSaved }: { plugin: Plugin; editable: boolean; onSaved: (p: Plugin) => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const f = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [enabled, setEnabled] = useState(plugin.enabled);
  const [values, setValues] = useState<Values>(() => valuesOf(plugin));
  const [saving, setSaving] = useState(false);
  const changed = enabled !== plugin.enabled || plugin.settings.some((s) => values[s.key] !== s.value);
  const save = () => {
    setSaving(true);
    commit<ClientPluginsPageUpdateMutation>(environment, updateMutation, { input: { key: plugin.key, enabled: plugin.canDisable ? enabled : null, settings: values } })
      .then((r) => {
        const saved = (resultOf(r) as { data?: Plugin }).data!;
        onSaved(saved);
        setEnabled(saved.enabled);
        setValues(valuesOf(saved));
        message.success(f('common.success'));
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setSaving(false));
  };
  const headingId = `plugin-${plugin.key}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="4" bg="bg" data-plugin={plugin.key}>
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="sm" id={headingId}>
            {plugin.name}
          </Heading>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {plugin.library ? `${plugin.library} ${plugin.version}` : f('clientPlugins.ownCode', { version: plugin.version })}
          </Text>
        </Box>
        {plugin.canDisable ? (
          <CheckBox toggle id={`${headingId}-enabled`} name="enabled" checked={enabled} onChange={setEnabled} ariaLabel={f('clientPlugins.enabled', { name: plugin.name })} disabled={!editable} />
        ) : (
          <Badge colorPalette="green" title={f('clientPlugins.alwaysOn')}>
            {f('clientPlugins.on')}
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" mt="3">
        {plugin.description}
      </Text>
      {plugin.settings.length > 0 && (
        <Stack gap="3" mt="4">
          {plugin.settings.map((s) => {
            const id = `${headingId}-${s.key}`;
            return (
              <Field.Root key={s.key} orientation="horizontal" justifyContent="space-between" gap="3">
                <Field.Label htmlFor={id} fontWeight="normal" flex="1">
                  {s.label}
                </Field.Label>
                <SettingControl id={id} setting={s} value={values[s.key]} onChange={(v) => setValues((x) => ({ ...x, [s.key]: v }))} disabled={!editable || (plugin.canDisable && !enabled)} />
              </Field.Root>
            );
          })}
        </Stack>
      )}
      <Flex justify="space-between" align="center" mt="4" minH="8">
        <Text fontSize="xs" color="fg.muted">
          {plugin.updateTime ? f('clientPlugins.changedAt', { time: formatDateTime(plugin.updateTime) }) : f('clientPlugins.defaults')}
        </Text>
        {editable && (plugin.canDisable || plugin.settings.length > 0) && (
          <Button size="sm" colorPalette="brand" disabled={!changed} loading={saving} onClick={save}>
            {f('common.save')}
          </Button>
        )}
      </Flex>
    </Box>
  );
}

export default function ClientPluginsPage() {
  const intl = useIntl();
  const can = useCan();
  const data = useLazyLoadQuery<ClientPluginsPageQuery>(query, {}, { fetchPolicy: 'network-only' });
  const [saved, setSaved] = useState<Record<string, Plugin>>({});
  const editable = can(UPDATE_PERM);
  return (
    <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: '4', md: '6' }} maxW="6xl">
      <Heading as="h1" size="lg" mb="2">
        {intl.formatMessage({ id: 'clientPlugins.title' })}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {intl.formatMessage({ id: 'clientPlugins.intro' })}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {data.clientPlugins.map((p) => {
          const current = saved[p.key] ?? p;
          return (
            <PluginCard
              key={p.key}
              plugin={current}
              editable={editable}
              onSaved={(next) => {
                setSaved((s) => ({ ...s, [next.key]: next }));
                // Takes effect at once on every screen of this browser.
                setClientPlugin({ key: next.key, enabled: next.enabled, settings: next.settings });
              }}
            />
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
