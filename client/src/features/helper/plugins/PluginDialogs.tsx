/**
 * The plugin screen's dialogs. Install: pick a zip, send it; the server
 * answers nothing (installed) or {type, message}: 0 an error (shown), 1 or 2
 * a warning (the same plugin at the same / another version: continue resends
 * with force), 3 resent with force at once (the hook is served by another
 * enabled plugin: installed disabled, the message says so). Enable: the
 * switch asks first; when another plugin serves the hook the server asks to
 * switch, and confirming resends with force. Configuration: a form built
 * from the plugin's JSON Schema. Readme: shown as preformatted text (no
 * Markdown renderer is installed; text is never interpreted as HTML).
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
import { Can, useCan } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { FilePick, ProgressLine } from '../../../components/FilePick.tsx';
import { CheckBox } from '../../../components/DataTable/index.ts';
import { useEntityController } from '../../../entity/index.ts';
import { Icon } from '../../../components/Icon.tsx';
import type { PluginInfoRow } from '../../../entity/generated/PluginInfo.ts';
import { rest } from '../../../relay/rest.ts';
import { postForm } from '../../../relay/upload.ts';
import { message } from '../../../lib/message.ts';
import { schemaOf, toConfig, validateConfig, type SchemaProperty } from './schema.ts';

interface Answer {
  type: number;
  message: string;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

function useText() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

/** The toolbar's install button and dialog. */
export function PluginInstallButton({ onInstalled }: { onInstalled: () => void }) {
  const f = useText();
  const [open, setOpen] = useState(false);
  return (
    <Can I="plugin:info:install">
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Icon name="upload" size={14} />
        {f('plugin.install')}
      </Button>
      {open && <InstallDialog onClose={() => setOpen(false)} onInstalled={onInstalled} />}
    </Can>
  );
}

function InstallDialog({ onClose, onInstalled }: { onClose: () => void; onInstalled: () => void }) {
  const f = useText();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const busy = progress !== null;

  const send = (force: boolean) => {
    if (!file) return;
    const form = new FormData();
    if (force) form.append('force', 'true');
    form.append('files', file, file.name);
    setAnswer(null);
    setProgress(0);
    postForm<Answer | null | undefined>('plugin/info/install', form, { onProgress: setProgress })
      .then((a) => {
        if (a && a.type === 3) {
          // Resolved without asking: the server installs it disabled.
          message.info(a.message);
          return send(true);
        }
        if (a && typeof a.type === 'number') return setAnswer(a);
        message.success(f('plugin.installed'));
        onInstalled();
        onClose();
      })
      .catch((e: unknown) => setAnswer({ type: 0, message: errorText(e) }))
      .finally(() => setProgress(null));
  };

  return (
    <ModalDialog
      open
      title={f('plugin.install.title')}
      busy={busy}
      onClose={onClose}
      footer={
        <Button size="sm" colorPalette="brand" disabled={!file || busy} loading={busy} onClick={() => send(false)}>
          {f('plugin.install.submit')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {f('plugin.install.help')}
        </Text>
        <FilePick label={f('plugin.install.pick')} accept=".zip,application/zip" file={file} onChange={(next) => (setFile(next), setAnswer(null))} disabled={busy} />
        {progress !== null && <ProgressLine label={f('plugin.install.sending')} value={progress} />}
      </Stack>
      <ConfirmDialog
        open={answer !== null}
        title={f(answer?.type === 0 ? 'plugin.install.refused' : 'plugin.install.warning')}
        danger={answer?.type === 0}
        confirmLabel={f(answer?.type === 0 ? 'common.ok' : 'plugin.install.continue')}
        loading={busy}
        onConfirm={() => (answer?.type === 0 ? setAnswer(null) : send(true))}
        onCancel={() => setAnswer(null)}
      >
        <Text whiteSpace="pre-wrap">{answer?.message}</Text>
      </ConfirmDialog>
    </ModalDialog>
  );
}

/** The enabled/disabled switch of a row (a text without the permission). */
export function PluginStatusToggle({ row }: { row: PluginInfoRow }) {
  const f = useText();
  const can = useCan();
  const [asking, setAsking] = useState<'confirm' | Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const ctrl = useEntityController();
  const on = row.status === 1;
  const label = f(on ? 'plugin.enabled' : 'plugin.disabled');
  if (!can('plugin:info:enable')) return <Text fontSize="xs">{label}</Text>;
  const send = async (force: boolean) => {
    setBusy(true);
    try {
      const a = await rest.post<Answer | null | undefined>('plugin/info/enable', { id: row.rowId, status: on ? 0 : 1, force });
      if (a && typeof a.type === 'number') return setAsking(a);
      setAsking(null);
      message.success(f('common.success'));
      // The list shows the new status (and, after a switch, the plugin turned off).
      ctrl.reload();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const switching = asking !== null && asking !== 'confirm';
  return (
    <Flex align="center" gap="1.5">
      <CheckBox toggle ariaLabel={`${f(on ? 'plugin.disable' : 'plugin.enable')} ${row.name}`} checked={on} disabled={busy} onChange={() => setAsking('confirm')} />
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <ConfirmDialog
        open={asking !== null}
        title={f(switching ? 'plugin.switch.title' : on ? 'plugin.disable' : 'plugin.enable')}
        confirmLabel={f(switching ? 'plugin.switch' : on ? 'plugin.disable' : 'plugin.enable')}
        danger={on && !switching}
        loading={busy}
        onConfirm={() => void send(switching)}
        onCancel={() => !busy && setAsking(null)}
      >
        {switching ? (asking as Answer).message : f(on ? 'plugin.disable.confirm' : 'plugin.enable.confirm', { name: row.name })}
      </ConfirmDialog>
    </Flex>
  );
}

/** Configure and readme buttons of a row. */
export function PluginRowActions({ row, onChanged }: { row: PluginInfoRow; onChanged: () => void }) {
  const f = useText();
  const [open, setOpen] = useState<'config' | 'readme' | null>(null);
  return (
    <>
      <Can I="plugin:info:update">
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setOpen('config')}>
          {f('plugin.config')}
        </Button>
      </Can>
      <Button size="xs" variant="ghost" onClick={() => setOpen('readme')}>
        {f('plugin.readme')}
      </Button>
      {open === 'config' && <ConfigDialog row={row} onClose={() => setOpen(null)} onSaved={onChanged} />}
      {open === 'readme' && (
        <ModalDialog open size="lg" title={f('plugin.readme.title', { name: row.name })} onClose={() => setOpen(null)}>
          {row.readme ? (
            <Box as="pre" whiteSpace="pre-wrap" fontSize="sm" fontFamily="inherit" data-testid="plugin-readme">
              {row.readme}
            </Box>
          ) : (
            <Text color="fg.muted">{f('plugin.readme.empty')}</Text>
          )}
        </ModalDialog>
      )}
    </>
  );
}

function ConfigControl({ name, prop, value, onChange }: { name: string; prop: SchemaProperty; value: unknown; onChange: (v: unknown) => void }) {
  const id = `plugin-config-${name}`;
  if (prop.type === 'boolean') return <CheckBox id={id} name={name} ariaLabel={prop.title ?? name} checked={value === true} onChange={(v) => onChange(v)} />;
  if (prop.enum)
    return (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} name={name} value={value == null ? '' : String(value)} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="" />
          {prop.enum.map((o) => (
            <option key={String(o)} value={String(o)}>
              {String(o)}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    );
  const numeric = prop.type === 'number' || prop.type === 'integer';
  return (
    <Input
      id={id}
      name={name}
      size="sm"
      type={prop.format === 'password' ? 'password' : numeric ? 'number' : 'text'}
      autoComplete="off"
      maxLength={prop.maxLength}
      value={value == null ? '' : String(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

function ConfigDialog({ row, onClose, onSaved }: { row: PluginInfoRow; onClose: () => void; onSaved: () => void }) {
  const f = useText();
  const schema = schemaOf(row.pluginJson);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...((row.config as Record<string, unknown> | null) ?? {}) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const entries = Object.entries(schema.properties);

  const save = async () => {
    const problems = validateConfig(schema, values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, f(p.id, p.values)])));
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await rest.post('plugin/info/update', { id: row.rowId, config: toConfig(schema, values) });
      message.success(f('common.success'));
      onSaved();
      onClose();
    } catch (e) {
      message.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={f('plugin.config.title', { name: row.name })}
      busy={busy}
      onClose={onClose}
      footer={
        <Button size="sm" colorPalette="brand" loading={busy} disabled={entries.length === 0} onClick={() => void save()}>
          {f('common.save')}
        </Button>
      }
    >
      {entries.length === 0 ? (
        <Text color="fg.muted">{f('plugin.config.none')}</Text>
      ) : (
        <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), void save())}>
          {entries.map(([name, prop]) => (
            <Box key={name}>
              <Text asChild fontSize="sm" fontWeight="medium" display="block" mb="1">
                <label htmlFor={`plugin-config-${name}`}>
                  {prop.title ?? name}
                  {schema.required.includes(name) && (
                    <Text as="span" color="fg.error">
                      {' *'}
                    </Text>
                  )}
                </label>
              </Text>
              <ConfigControl
                name={name}
                prop={prop}
                value={values[name]}
                onChange={(v) => {
                  setValues((old) => ({ ...old, [name]: v }));
                  setErrors(({ [name]: _gone, ...rest }) => rest);
                }}
              />
              {prop.description && (
                <Text fontSize="xs" color="fg.muted" mt="1">
                  {prop.description}
                </Text>
              )}
              {errors[name] && (
                <Text fontSize="xs" color="fg.error" mt="1" role="alert">
                  {errors[name]}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </ModalDialog>
  );
}
