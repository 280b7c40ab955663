/**
 * An advice in a drawer: what the resident wrote (with images), its status,
 * the reply thread (staff replies and residents' messages, with images) and
 * the actions the server's status flow allows (docs/resident-services.md "Advice"):
 * a staff reply moves 待处理 → 处理中; "mark handled" moves 处理中 → 已处理
 * (asks first; the server refuses it before a reply); recording a resident's
 * message reopens a handled advice. Refusals show the server's translated
 * message. The drawer reloads when the to-dos change (another person acted).
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SegmentGroup } from '@chakra-ui/react/segment-group';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { AdviceDetailQuery } from '../../../__generated__/AdviceDetailQuery.graphql.ts';
import { Can, useCan } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Upload } from '../../../components/Upload.tsx';
import { resultOf, commit, formatDateTime, useMetaText } from '../../../entity/index.ts';
import { message } from '../../../lib/message.ts';
import { LiveDetailDrawer } from '../todo/LiveDetailDrawer.tsx';
import { ImageStrip, plainText, StatusBadge } from './parts.tsx';
import { adviceMeta, ADVICE, REPLY } from './meta.ts';

const detailQuery = graphql`
  query AdviceDetailQuery($id: Int!) {
    adviceInfoInfo(id: $id) {
      id
      rowId
      ...AdviceInfo_row
      title
      content
      images {
        url
      }
      status
      type
      objectType
      userId
      userNickName
      areaName
      createTime
    }
    adviceReplyList(filter: { adviceId: $id }, orderBy: "createTime", sort: asc) {
      id
      rowId
      type
      content
      images {
        url
      }
      createTime
      userName
      userNickName
    }
  }
`;

const replyMutation = graphql`
  mutation AdviceDetailReplyMutation($input: AdviceReplyAddInput!) {
    adviceReplyAdd(input: $input) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationAdviceReplyAddSuccess {
        data {
          rowId
        }
      }
    }
  }
`;

const handleMutation = graphql`
  mutation AdviceDetailHandleMutation($id: Int!) {
    adviceInfoHandle(id: $id) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationAdviceInfoHandleSuccess {
        data
      }
    }
  }
`;

type Fmt = (id: string, v?: Record<string, string | number>) => string;

function ReplyBox({ adviceId, userId, status, mode, setMode, onDone }: { adviceId: number; userId: number | null; status: number; mode: number; setMode: (m: number) => void; onDone: () => void }) {
  const intl = useIntl();
  const f: Fmt = (id, v) => intl.formatMessage({ id }, v);
  const environment = useRelayEnvironment();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!content.trim()) return message.error(f('advice.reply.empty'));
    setBusy(true);
    try {
      const input = { adviceId, type: mode, content: content.trim(), images: images.length ? images : null, ...(mode === REPLY.message && userId ? { userId } : {}) };
      resultOf(await commit(environment, replyMutation, { input }));
      message.success(f(mode === REPLY.reply ? 'advice.reply.sent' : 'advice.message.sent'));
      setContent('');
      setImages([]);
      onDone();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const label = f(mode === REPLY.reply ? 'advice.reply.label' : 'advice.message.label');
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" as="section" aria-label={f('advice.reply.box')}>
      <SegmentGroup.Root size="sm" value={String(mode)} onValueChange={(e) => e.value && setMode(Number(e.value))}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[{ value: String(REPLY.reply), label: f('advice.reply.asStaff') }, { value: String(REPLY.message), label: f('advice.reply.asResident') }]} />
      </SegmentGroup.Root>
      <Text fontSize="xs" color="fg.muted">
        {f(mode === REPLY.reply ? (status === ADVICE.pending ? 'advice.reply.hintPending' : 'advice.reply.hint') : status === ADVICE.handled ? 'advice.message.hintReopen' : 'advice.message.hint')}
      </Text>
      <Textarea aria-label={label} placeholder={label} rows={4} maxLength={2000} value={content} onChange={(e) => setContent(e.currentTarget.value)} />
      <Upload label={f('advice.reply.images')} value={images} onChange={(v) => setImages(Array.isArray(v) ? v : v ? [v] : [])} multiple imagesOnly size={72} />
      <Flex justify="flex-end">
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void send()}>
          {f(mode === REPLY.reply ? 'advice.reply.send' : 'advice.message.send')}
        </Button>
      </Flex>
    </Stack>
  );
}

function Detail({ id, fetchKey, reload }: { id: number; fetchKey: number; reload: () => void }) {
  const intl = useIntl();
  const f: Fmt = (key, v) => intl.formatMessage({ id: key }, v);
  const text = useMetaText();
  const can = useCan();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<AdviceDetailQuery>(detailQuery, { id }, { fetchPolicy: 'network-only', fetchKey });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<number>(REPLY.reply);
  const a = data.adviceInfoInfo;
  if (!a) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        {f('advice.detail.gone')}
      </Text>
    );
  }
  const handle = async () => {
    setBusy(true);
    try {
      resultOf(await commit(environment, handleMutation, { id: a.rowId }));
      message.success(f('advice.handle.done'));
      setAsking(false);
      reload();
    } catch (e) {
      message.error((e as Error).message);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };
  const replies = data.adviceReplyList;
  return (
    <Stack gap="4">
      <Box>
        <Flex align="center" gap="2" wrap="wrap" mb="1">
          <StatusBadge meta={adviceMeta} value={a.status} />
          <Badge size="sm" variant="outline">
            {text.option(adviceMeta, 'type', a.type)}
          </Badge>
          <Badge size="sm" variant="outline">
            {text.option(adviceMeta, 'objectType', a.objectType)}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {f('advice.detail.by', { name: a.userNickName || '—', area: a.areaName || '—', time: formatDateTime(a.createTime) })}
        </Text>
        <Text mt="2" whiteSpace="pre-wrap">
          {plainText(a.content) || f('advice.detail.noContent')}
        </Text>
        <ImageStrip value={a.images} alt={a.title} />
      </Box>

      <Flex gap="2" wrap="wrap" align="center">
        {a.status !== ADVICE.handled && (
          <Can I={adviceMeta.perms.handle!}>
            <Button size="sm" variant="outline" colorPalette="green" disabled={a.status === ADVICE.pending} onClick={() => setAsking(true)}>
              {f('advice.handle')}
            </Button>
            {a.status === ADVICE.pending && (
              <Text fontSize="xs" color="fg.muted">
                {f('advice.handle.replyFirst')}
              </Text>
            )}
          </Can>
        )}
        {a.status === ADVICE.handled && can('business:advice:reply:add') && (
          <Button size="sm" variant="outline" onClick={() => setMode(REPLY.message)}>
            {f('advice.reopen')}
          </Button>
        )}
      </Flex>

      <Box as="section" aria-label={f('advice.thread')}>
        <Heading as="h3" size="sm" mb="2">
          {f('advice.thread.count', { count: replies.length })}
        </Heading>
        {replies.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {f('advice.thread.empty')}
          </Text>
        ) : (
          <Stack gap="2" as="ol" listStyleType="none" m="0" p="0" data-testid="advice-thread">
            {replies.map((r) => {
              const staff = r.type === REPLY.reply;
              return (
                <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p="3" bg={staff ? 'brand.subtle' : 'bg.muted'} ms={staff ? '6' : '0'} me={staff ? '0' : '6'}>
                  <Flex gap="2" align="center" wrap="wrap" mb="1">
                    <Badge size="xs" colorPalette={staff ? 'brand' : 'gray'}>
                      {f(staff ? 'advice.thread.staff' : 'advice.thread.resident')}
                    </Badge>
                    <Text fontSize="xs" fontWeight="medium">
                      {(staff ? r.userName : r.userNickName) || '—'}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateTime(r.createTime)}
                    </Text>
                  </Flex>
                  <Text fontSize="sm" whiteSpace="pre-wrap">
                    {plainText(r.content)}
                  </Text>
                  <ImageStrip value={r.images} alt={f('advice.reply.images')} size={16} />
                </Box>
              );
            })}
          </Stack>
        )}
      </Box>

      <Can I="business:advice:reply:add">
        <ReplyBox adviceId={a.rowId} userId={a.userId ?? null} status={a.status} mode={mode} setMode={setMode} onDone={reload} />
      </Can>

      <ConfirmDialog open={asking} title={f('advice.handle.title')} confirmLabel={f('advice.handle')} danger={false} loading={busy} onConfirm={() => void handle()} onCancel={() => !busy && setAsking(false)}>
        {f('advice.handle.confirm', { title: a.title })}
      </ConfirmDialog>
    </Stack>
  );
}

export function AdviceDetail({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  return (
    <LiveDetailDrawer title={title} onClose={onClose}>
      {(fetchKey, reload) => <Detail id={id} fetchKey={fetchKey} reload={reload} />}
    </LiveDetailDrawer>
  );
}
