/**
 * The dialogs of the file space: uploading documents into the selected
 * category (the shared Upload, one progress bar per file, posting to
 * space/info/upload), the version history of a document (download of any
 * version, upload of the next one), the in-browser preview (images, PDF,
 * video, audio) and moving the chosen documents to another category.
 */
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Portal } from '@chakra-ui/react/portal';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { SpaceDialogsVersionsQuery } from '../../../__generated__/SpaceDialogsVersionsQuery.graphql.ts';
import type { SpaceDialogsMoveMutation } from '../../../__generated__/SpaceDialogsMoveMutation.graphql.ts';
import { Upload } from '../../../components/Upload.tsx';
import { ChoiceDialog } from '../../../components/ChoiceDialog.tsx';
import { Can } from '../../../components/Can.tsx';
import { buildTree, Tree } from '../../../components/Tree.tsx';
import { resultOf, commit, formatDateTime } from '../../../entity/index.ts';
import { message } from '../../../lib/message.ts';
import { postForm } from '../../../relay/upload.ts';
import { useCategories } from './SpaceTypePanel.tsx';

/** Bytes as KB / MB. */
export function formatSize(size: number | null | undefined): string {
  if (size == null) return '';
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** Which files the browser shows (SPEC §9 groups). */
export const PREVIEWABLE = new Set(['image', 'pdf', 'video', 'audio']);

interface Doc {
  rowId: number;
  name?: string | null;
  type?: string | null;
  key?: string | null;
  downloadUrl?: string | null;
}

function Frame({ open, title, onClose, children, size = 'lg' }: { open: boolean; title: ReactNode; onClose: () => void; children: ReactNode; size?: 'md' | 'lg' | 'xl' }) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit size={size} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Sends one file to the file space; answers a URL to show it. */
function spaceUpload(fields: Record<string, string>) {
  return (file: File, onProgress: (f: number) => void) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', file, file.name);
    return postForm<{ downloadUrl: string }[]>('space/info/upload', form, { onProgress }).then((rows) => rows[0]!.downloadUrl);
  };
}

export function UploadDialog({ open, classifyId, categoryName, onClose }: { open: boolean; classifyId: number | null; categoryName: string | null; onClose: (uploaded: boolean) => void }) {
  const intl = useIntl();
  const [urls, setUrls] = useState<string[]>([]);
  const upload = useMemo(() => spaceUpload(classifyId == null ? {} : { classifyId: String(classifyId) }), [classifyId]);
  const close = () => {
    onClose(urls.length > 0);
    setUrls([]);
  };
  const where = categoryName ?? intl.formatMessage({ id: 'space.type.none' });
  return (
    <Frame open={open} onClose={close} title={intl.formatMessage({ id: 'space.upload.title' }, { category: where })}>
      <Upload label={intl.formatMessage({ id: 'space.upload.files' })} multiple editable={false} value={urls} onChange={(v) => setUrls(Array.isArray(v) ? v : [])} upload={upload} />
      <Flex justify="flex-end" mt="4">
        <Button size="sm" colorPalette="brand" onClick={close}>{intl.formatMessage({ id: 'space.upload.done' })}</Button>
      </Flex>
    </Frame>
  );
}

const versionsQuery = graphql`
  query SpaceDialogsVersionsQuery($id: Int!) {
    spaceInfoVersions(id: $id) {
      version
      name
      size
      createTime
      url
      downloadUrl
      current
    }
  }
`;

function VersionList({ doc, fetchKey, onPreview }: { doc: Doc; fetchKey: number; onPreview: (v: { name: string | null; url: string }) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const versions = useLazyLoadQuery<SpaceDialogsVersionsQuery>(versionsQuery, { id: doc.rowId }, { fetchPolicy: 'network-only', fetchKey }).spaceInfoVersions;
  return (
    <Table.Root size="sm" aria-label={f('space.versions.table', { name: doc.name ?? '' })}>
      <Table.Header>
        <Table.Row>
          {['space.versions.version', 'space.versions.name', 'space.versions.size', 'space.versions.time', 'table.actions'].map((id) => (
            <Table.ColumnHeader key={id}>{f(id)}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {versions.map((v) => (
          <Table.Row key={v.version} data-testid="version-row">
            <Table.Cell>v{v.version}{v.current ? ` · ${f('space.versions.current')}` : ''}</Table.Cell>
            <Table.Cell>{v.name}</Table.Cell>
            <Table.Cell>{formatSize(v.size)}</Table.Cell>
            <Table.Cell>{formatDateTime(v.createTime)}</Table.Cell>
            <Table.Cell>
              <Flex gap="2">
                {PREVIEWABLE.has(doc.type ?? '') && (
                  <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onPreview({ name: v.name ?? null, url: v.url })}>
                    {f('space.preview')}
                  </Button>
                )}
                <Button asChild size="xs" variant="ghost" colorPalette="brand">
                  <a href={v.downloadUrl} download={v.name ?? true} aria-label={f('space.versions.download', { version: v.version })}>{f('space.download')}</a>
                </Button>
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function VersionsDialog({ doc, onClose, onChanged, onPreview }: { doc: Doc | null; onClose: () => void; onChanged: () => void; onPreview: (v: { name: string | null; url: string }) => void }) {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const upload = useMemo(() => spaceUpload({ key: doc?.key ?? '' }), [doc?.key]);
  return (
    <Frame open={doc != null} onClose={onClose} size="xl" title={intl.formatMessage({ id: 'space.versions.title' }, { name: doc?.name ?? '' })}>
      {doc && (
        <>
          <Suspense fallback={<Spinner size="sm" />}>
            <VersionList doc={doc} fetchKey={fetchKey} onPreview={onPreview} />
          </Suspense>
          <Can I="space:info:upload">
            <Box mt="4">
              <Text fontSize="sm" fontWeight="semibold" mb="2">{intl.formatMessage({ id: 'space.versions.new' })}</Text>
              <Upload label={intl.formatMessage({ id: 'space.versions.new' })} value={null} size={96} onChange={() => (setFetchKey((k) => k + 1), onChanged())} upload={upload} />
            </Box>
          </Can>
        </>
      )}
    </Frame>
  );
}

/** Shows a file in the browser by its type group. */
export function PreviewDialog({ file, onClose }: { file: { name: string | null; url: string; type: string | null } | null; onClose: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'space.preview.title' }, { name: file?.name ?? '' });
  let body: ReactNode = null;
  if (file) {
    switch (file.type) {
      case 'image':
        body = <Box as="img" {...{ src: file.url, alt: file.name ?? '' }} maxW="100%" maxH="70vh" mx="auto" display="block" />;
        break;
      case 'pdf':
        body = <Box as="iframe" {...{ src: file.url, title }} w="100%" h="70vh" borderWidth="1px" borderRadius="md" />;
        break;
      case 'video':
        body = <Box as="video" {...{ src: file.url, controls: true, 'aria-label': title }} w="100%" maxH="70vh" />;
        break;
      case 'audio':
        body = <Box as="audio" {...{ src: file.url, controls: true, 'aria-label': title }} w="100%" />;
        break;
      default:
        body = (
          <Text>
            {intl.formatMessage({ id: 'space.preview.none' })}{' '}
            <Link href={file.url} download={file.name ?? true} color="brand.fg">{intl.formatMessage({ id: 'space.download' })}</Link>
          </Text>
        );
    }
  }
  return (
    <Frame open={file != null} onClose={onClose} size="xl" title={title}>
      {body}
    </Frame>
  );
}

const moveMutation = graphql`
  mutation SpaceDialogsMoveMutation($ids: [Int!]!, $classifyId: Int) {
    spaceInfoMove(ids: $ids, classifyId: $classifyId) {
      __typename
      ...EntityError_error @alias(as: "error")
    }
  }
`;

function CategoryChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const intl = useIntl();
  const nodes = buildTree(useCategories());
  return <Tree mode="select" nodes={nodes} value={value} onChange={onChange} label={(c) => c.name} title={intl.formatMessage({ id: 'space.move.target' })} noneLabel={intl.formatMessage({ id: 'space.type.none' })} openDepth={99} />;
}

export function MoveDialog({ ids, onClose, onMoved }: { ids: number[] | null; onClose: () => void; onMoved: () => void }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const [target, setTarget] = useState<number | null>(null);
  const move = async () => {
    resultOf(await commit<SpaceDialogsMoveMutation>(environment, moveMutation, { ids: ids ?? [], classifyId: target }));
    message.success(intl.formatMessage({ id: 'common.success' }));
    onMoved();
  };
  return (
    <ChoiceDialog open={ids != null} title={intl.formatMessage({ id: 'space.move.title' }, { count: ids?.length ?? 0 })} onConfirm={move} onClose={onClose}>
      <Suspense fallback={<Spinner size="sm" />}>
        <CategoryChoice value={target} onChange={setTarget} />
      </Suspense>
    </ChoiceDialog>
  );
}
