/**
 * The menu screen's tools (server: base/sys/menu/create, export, parse,
 * import): a page with its permission buttons made from a declared entity
 * (its REST prefix, chosen from the declarations, and a subset of its
 * actions); export of the chosen menus as a JSON file (menus must be chosen
 * first, SPEC §2); import of such a file, previewed first (what it creates,
 * what exists already, what it would refuse) and confirmed.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { SysMenuRow } from '../../../entity/generated/SysMenu.ts';
import { resultOf, commit, formatDateTime, permOf, prefixPerm, saveFile, useMetaText, type EntityMeta } from '../../../entity/index.ts';
import { CheckBox, toggled } from '../../../components/DataTable/index.ts';
import { Can } from '../../../components/Can.tsx';
import { FilePick } from '../../../components/FilePick.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { message } from '../../../lib/message.ts';
import { useEntities } from '../../../meta/loadEntities.ts';
import { MenuParentSelect } from '../shared/TreeData.tsx';
import type { MenuTransferParseQuery, MenuTransferParseQuery$data } from '../../../__generated__/MenuTransferParseQuery.graphql.ts';
import type { MenuTransferExportQuery } from '../../../__generated__/MenuTransferExportQuery.graphql.ts';

const createMutation = graphql`
  mutation MenuTransferCreateMutation($input: SysMenuCreateInput!) {
    sysMenuCreate(input: $input) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationSysMenuCreateSuccess {
        data {
          rowId
          buttons {
            rowId
          }
        }
      }
    }
  }
`;

const exportQuery = graphql`
  query MenuTransferExportQuery($ids: [Int!]!) {
    sysMenuExport(ids: $ids)
  }
`;

const parseQuery = graphql`
  query MenuTransferParseQuery($menus: JSON!, $parentId: Int) {
    sysMenuParse(menus: $menus, parentId: $parentId) {
      create {
        path
        type
        router
        perms
      }
      exists {
        path
        type
        router
        perms
      }
      errors {
        path
        message
      }
    }
  }
`;

const importMutation = graphql`
  mutation MenuTransferImportMutation($menus: JSON!, $parentId: Int) {
    sysMenuImport(menus: $menus, parentId: $parentId) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationSysMenuImportSuccess {
        data {
          created
          existing
        }
      }
    }
  }
`;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The permission actions of a declaration (those the server makes buttons of: `module:entity:action`). */
/** Where new menus go: a directory, or the top level. */
function ParentChoice({ label, value, onChange }: { label: string; value: number | null; onChange: (id: number | null) => void }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </Text>
      <MenuParentSelect value={value} onChange={onChange} title={label} none />
    </Box>
  );
}

export function permissionActions(meta: EntityMeta): string[] {
  return Object.entries(meta.perms)
    .filter(([action, perm]) => perm === prefixPerm(meta.prefix, action))
    .map(([action]) => action);
}

function CreateDialog({ menuMeta, onClose, done }: { menuMeta: EntityMeta; onClose: () => void; done: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = useMetaText();
  const environment = useRelayEnvironment();
  const all = useEntities();
  const entities = useMemo(
    () => Object.values(all ?? {}).filter((m) => permissionActions(m).length > 0).sort((a, b) => a.prefix.localeCompare(b.prefix)),
    [all],
  );
  const [prefix, setPrefix] = useState('');
  const [name, setName] = useState('');
  const [router, setRouter] = useState('');
  const [parentId, setParentId] = useState<number | null>(null);
  const [actions, setActions] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const chosen = entities.find((m) => m.prefix === prefix) ?? null;
  const available = chosen ? permissionActions(chosen) : [];

  const choose = (next: string) => {
    const m = entities.find((x) => x.prefix === next) ?? null;
    setPrefix(next);
    if (m) {
      setName(text.entity(m));
      setRouter(`/${next}`);
      setActions(new Set(permissionActions(m)));
    }
  };
  const submit = () => {
    setBusy(true);
    const input = { prefix, name: name.trim() || null, router: router.trim() || null, parentId, actions: available.filter((a) => actions.has(a)) };
    commit(environment, createMutation, { input })
      .then((response) => {
        const result = resultOf(response) as { data?: { buttons: readonly unknown[] } };
        message.success(f('menu.create.done', { count: result.data?.buttons.length ?? 0 }));
        onClose();
        done();
      })
      .catch((err: unknown) => message.error(errorText(err)))
      .finally(() => setBusy(false));
  };

  const footer = (
    <Button size="sm" colorPalette="brand" loading={busy} disabled={!chosen || actions.size === 0} onClick={submit}>
      {f('menu.create.submit')}
    </Button>
  );
  return (
    <ModalDialog open title={f('menu.create.title')} size="lg" busy={busy} footer={footer} onClose={onClose}>
      {!all ? (
        <Spinner aria-label={f('app.loading')} />
      ) : (
        <Stack gap="3">
          <Field.Root required>
            <Field.Label fontSize="sm">{f('menu.create.entity')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={prefix} onChange={(e) => choose(e.currentTarget.value)}>
                <option value="">{f('menu.create.chooseEntity')}</option>
                {entities.map((m) => (
                  <option key={m.prefix} value={m.prefix}>{`${text.entity(m)} (${m.prefix})`}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root>
              <Field.Label fontSize="sm">{text.field(menuMeta, 'name')}</Field.Label>
              <Input size="sm" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label fontSize="sm">{text.field(menuMeta, 'router')}</Field.Label>
              <Input size="sm" value={router} onChange={(e) => setRouter(e.currentTarget.value)} placeholder="/demo/goods" />
            </Field.Root>
          </SimpleGrid>
          <ParentChoice label={f('menu.create.parent')} value={parentId} onChange={setParentId} />
          {chosen && (
            <Box role="group" aria-label={f('menu.create.actions')}>
              <Text fontSize="sm" fontWeight="medium" mb="1">
                {f('menu.create.actions')}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="1">
                {available.map((a) => (
                  <CheckBox
                    key={a}
                    label={chosen.perms[a]!}
                    checked={actions.has(a)}
                    onChange={(c) => setActions((s) => toggled(s, a, c))}
                  />
                ))}
              </SimpleGrid>
              {actions.size === 0 && (
                <Text fontSize="sm" color="fg.error" role="alert" mt="1">
                  {f('menu.create.chooseActions')}
                </Text>
              )}
            </Box>
          )}
        </Stack>
      )}
    </ModalDialog>
  );
}

type Plan = MenuTransferParseQuery$data['sysMenuParse'];
type PlanItem = Plan['create'][number];

function PlanTable({ title, items, menuMeta, tone }: { title: string; items: readonly PlanItem[]; menuMeta: EntityMeta; tone: string }) {
  const text = useMetaText();
  if (items.length === 0) return null;
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" mb="1" color={tone}>
        {title}
      </Text>
      <Box maxH="48" overflow="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={title}>
          <Table.Body>
            {items.map((m) => (
              <Table.Row key={`${m.path}|${m.perms ?? ''}|${m.router ?? ''}`}>
                <Table.Cell>{m.path}</Table.Cell>
                <Table.Cell>
                  <Badge size="sm">{text.option(menuMeta, 'type', m.type)}</Badge>
                </Table.Cell>
                <Table.Cell fontSize="xs" color="fg.muted">
                  {m.router || m.perms || ''}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}

function ImportDialog({ menuMeta, onClose, done }: { menuMeta: EntityMeta; onClose: () => void; done: () => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const environment = useRelayEnvironment();
  const [file, setFile] = useState<File | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [stage, setStage] = useState<'idle' | 'parsing' | 'importing'>('idle');

  const [parentId, setParentId] = useState<number | null>(null);

  /** The preview of `menus` under `parent` (matching existing menus depends on where the tree lands). */
  const preview = (menus: string, parent: number | null) => {
    setPlan(null);
    setFailure(null);
    setStage('parsing');
    fetchQuery<MenuTransferParseQuery>(environment, parseQuery, { menus, parentId: parent }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => setPlan(data?.sysMenuParse ?? null))
      .catch((err: unknown) => setFailure(errorText(err)))
      .finally(() => setStage('idle'));
  };
  const pick = (next: File | null) => {
    setFile(next);
    setPlan(null);
    setFailure(null);
    setContent(null);
    if (!next) return;
    setStage('parsing');
    next
      .text()
      .then((menus) => {
        setContent(menus);
        preview(menus, parentId);
      })
      .catch((err: unknown) => {
        setFailure(errorText(err));
        setStage('idle');
      });
  };
  const chooseParent = (next: number | null) => {
    setParentId(next);
    if (content !== null) preview(content, next);
  };
  const confirm = () => {
    setStage('importing');
    commit(environment, importMutation, { menus: content, parentId })
      .then((response) => {
        const result = resultOf(response) as { data?: { created: number; existing: number } };
        message.success(f('menu.import.done', { created: result.data?.created ?? 0, existing: result.data?.existing ?? 0 }));
        onClose();
        done();
      })
      .catch((err: unknown) => setFailure(errorText(err)))
      .finally(() => setStage('idle'));
  };

  const ready = !!plan && plan.errors.length === 0 && plan.create.length > 0;
  const footer = (
    <Button size="sm" colorPalette="brand" loading={stage === 'importing'} disabled={!ready || stage !== 'idle'} onClick={confirm}>
      {f('menu.import.confirm')}
    </Button>
  );
  return (
    <ModalDialog open title={f('menu.import.title')} size="lg" busy={stage === 'importing'} footer={footer} onClose={onClose}>
      <Stack gap="3">
        <ParentChoice label={f('menu.import.parent')} value={parentId} onChange={chooseParent} />
        <FilePick label={f('menu.import.pick')} accept=".json,application/json" file={file} onChange={pick} disabled={stage !== 'idle'} />
        {stage === 'parsing' && (
          <Flex align="center" gap="2" color="fg.muted" fontSize="sm">
            <Spinner size="sm" />
            {f('menu.import.parsing')}
          </Flex>
        )}
        {failure && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        )}
        {plan && (
          <Stack gap="3" data-testid="menu-import-preview">
            <Text fontSize="sm">{f('menu.import.summary', { create: plan.create.length, exists: plan.exists.length, errors: plan.errors.length })}</Text>
            {plan.errors.length > 0 && (
              <Box role="alert" aria-label={f('menu.import.errors')}>
                <Text fontSize="sm" fontWeight="semibold" color="fg.error" mb="1">
                  {f('menu.import.errors')}
                </Text>
                {plan.errors.map((e, i) => (
                  <Text key={i} fontSize="sm" color="fg.error">{`${e.path}: ${e.message}`}</Text>
                ))}
              </Box>
            )}
            <PlanTable title={f('menu.import.create')} items={plan.create} menuMeta={menuMeta} tone="fg.success" />
            <PlanTable title={f('menu.import.exists')} items={plan.exists} menuMeta={menuMeta} tone="fg.muted" />
            {plan.errors.length === 0 && plan.create.length === 0 && <Text fontSize="sm" color="fg.muted">{f('menu.import.nothing')}</Text>}
          </Stack>
        )}
      </Stack>
    </ModalDialog>
  );
}

/** The toolbar of the menu screen: create from an entity, export the chosen menus, import a file. */
export function MenuTools({ menuMeta, selected, reload }: { menuMeta: EntityMeta; selected: SysMenuRow[]; reload: () => void }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState<'create' | 'import' | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportChosen = () => {
    if (selected.length === 0) {
      message.warning(f('menu.export.choose'));
      return;
    }
    setExporting(true);
    fetchQuery<MenuTransferExportQuery>(environment, exportQuery, { ids: selected.map((m) => m.rowId) }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        const stamp = formatDateTime(new Date().toISOString()).replace(/[-: ]/g, '').slice(0, 14);
        saveFile(`menus-${stamp}.json`, new Blob([JSON.stringify(data?.sysMenuExport ?? [], null, 2)], { type: 'application/json' }));
        message.success(f('menu.export.done'));
      })
      .catch((err: unknown) => message.error(errorText(err)))
      .finally(() => setExporting(false));
  };
  return (
    <>
      <Can I={permOf(menuMeta, 'create')}>
        <Button size="sm" variant="outline" onClick={() => setOpen('create')}>
          <Icon name="plus" size={14} />
          {f('menu.create')}
        </Button>
      </Can>
      <Can I={permOf(menuMeta, 'export')}>
        <Button size="sm" variant="outline" loading={exporting} onClick={exportChosen}>
          <Icon name="download" size={14} />
          {f('menu.export')}
        </Button>
      </Can>
      <Can I={permOf(menuMeta, 'import')}>
        <Button size="sm" variant="outline" onClick={() => setOpen('import')}>
          <Icon name="upload" size={14} />
          {f('menu.import')}
        </Button>
      </Can>
      {open === 'create' && <CreateDialog menuMeta={menuMeta} onClose={() => setOpen(null)} done={reload} />}
      {open === 'import' && <ImportDialog menuMeta={menuMeta} onClose={() => setOpen(null)} done={reload} />}
    </>
  );
}
