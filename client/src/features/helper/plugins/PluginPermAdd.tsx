/**
 * Plugin permission add (SPEC §5): choose an entity, name the permission and
 * tick at least one of the entity's permissions; the server adds a
 * permission button under the plugin page (POST plugin/info/permAdd), which
 * roles can then be given. The same three rules are checked here and there.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import entities from '../../../meta/entities.json';
import { Can } from '../../../components/Can.tsx';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { CheckBox } from '../../../components/DataTable/index.ts';
import { entityMeta, useMetaText } from '../../../entity/index.ts';
import { rest } from '../../../relay/rest.ts';
import { message } from '../../../lib/message.ts';

const METAS = Object.values(entities).map((e) => entityMeta(e as Parameters<typeof entityMeta>[0]));

export function PluginPermAddButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Can I="plugin:info:permAdd">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'plugin.perm.add' })}
      </Button>
      {open && <PermAddDialog onClose={() => setOpen(false)} />}
    </Can>
  );
}

function PermAddDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const text = useMetaText();
  const [prefix, setPrefix] = useState('');
  const [name, setName] = useState('');
  const [perms, setPerms] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const meta = METAS.find((m) => m.prefix === prefix);
  const offered = meta ? Object.entries(meta.perms) : [];

  const save = async () => {
    const problem = !meta ? 'plugin.perm.entity' : !name.trim() ? 'plugin.perm.name' : perms.length === 0 ? 'plugin.perm.perms' : null;
    setError(problem && f(problem));
    if (problem) return;
    setBusy(true);
    try {
      await rest.post('plugin/info/permAdd', { entity: prefix, name: name.trim(), perms });
      message.success(f('plugin.perm.added'));
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={f('plugin.perm.add')}
      busy={busy}
      onClose={onClose}
      footer={
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void save()}>
          {f('common.save')}
        </Button>
      }
    >
      <Stack gap="3">
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {f('plugin.perm.entityLabel')}
          </Text>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label={f('plugin.perm.entityLabel')} value={prefix} onChange={(e) => (setPrefix(e.currentTarget.value), setPerms([]))}>
              <option value="" />
              {METAS.map((m) => (
                <option key={m.prefix} value={m.prefix}>
                  {`${text.entity(m)} (${m.prefix})`}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Box>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {f('plugin.perm.nameLabel')}
          </Text>
          <Input size="sm" aria-label={f('plugin.perm.nameLabel')} maxLength={255} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </Box>
        {meta && (
          <Flex gap="3" wrap="wrap" role="group" aria-label={f('plugin.perm.permsLabel')}>
            {offered.map(([action, perm]) => (
              <CheckBox key={perm} label={`${action} (${perm})`} checked={perms.includes(perm)} onChange={(on) => setPerms((old) => (on ? [...old, perm] : old.filter((p) => p !== perm)))} />
            ))}
          </Flex>
        )}
        {error && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </ModalDialog>
  );
}
