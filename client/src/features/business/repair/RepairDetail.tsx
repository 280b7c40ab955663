/**
 * A repair request in a drawer: what was reported (type, images, files), who
 * handled it and when, with the note; "mark handled" (待处理 → 已处理, with an
 * optional note, asks first) and, for a repair that needs the maintenance
 * fund, "start an owners' meeting" (relationType 维修; asks for the meeting's
 * name, then opens the new meeting). Refusals show the server's translated
 * message; the drawer reloads when the to-dos change.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import type { RepairDetailQuery } from '../../../__generated__/RepairDetailQuery.graphql.ts';
import { Can } from '../../../components/Can.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { urlsOf } from '../../../components/Upload.tsx';
import { useDictName } from '../../../dict/index.ts';
import { resultOf, commit, formatDateTime } from '../../../entity/index.ts';
import { message } from '../../../lib/message.ts';
import { navigate } from '../../../router/history.ts';
import { ImageStrip, StatusBadge } from '../advice/parts.tsx';
import { LiveDetailDrawer } from '../todo/LiveDetailDrawer.tsx';
import { REPAIR, REPAIR_PALETTE, repairMeta } from './meta.ts';

const detailQuery = graphql`
  query RepairDetailQuery($id: Int!) {
    repairInfoInfo(id: $id) {
      id
      rowId
      ...RepairInfo_row
      title
      type
      status
      images {
        url
      }
      files {
        url
      }
      docUrl
      userName
      areaName
      createTime
      handledByName
      handledTime
      handleRemark
      meetingId
    }
  }
`;

const handleMutation = graphql`
  mutation RepairDetailHandleMutation($id: Int!, $remark: String) {
    repairInfoHandle(id: $id, remark: $remark) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationRepairInfoHandleSuccess {
        data
      }
    }
  }
`;

const meetingMutation = graphql`
  mutation RepairDetailStartMeetingMutation($id: Int!, $name: String, $description: String) {
    repairInfoStartMeeting(id: $id, name: $name, description: $description) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationRepairInfoStartMeetingSuccess {
        data
      }
    }
  }
`;

type Fmt = (id: string, v?: Record<string, string | number>) => string;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex gap="3" fontSize="sm">
      <Text color="fg.muted" minW="24" flexShrink={0}>
        {label}
      </Text>
      <Box flex="1" minW="0" wordBreak="break-word">
        {children}
      </Box>
    </Flex>
  );
}

function Detail({ id, fetchKey, reload }: { id: number; fetchKey: number; reload: () => void }) {
  const intl = useIntl();
  const f: Fmt = (key, v) => intl.formatMessage({ id: key }, v);
  const environment = useRelayEnvironment();
  const typeName = useDictName('propertyRepairType');
  const data = useLazyLoadQuery<RepairDetailQuery>(detailQuery, { id }, { fetchPolicy: 'network-only', fetchKey });
  const [asking, setAsking] = useState<'handle' | 'meeting' | null>(null);
  const [busy, setBusy] = useState(false);
  const [remark, setRemark] = useState('');
  const [meetingName, setMeetingName] = useState('');
  const r = data.repairInfoInfo;
  if (!r) {
    return (
      <Text color="fg.muted" py="8" textAlign="center">
        {f('repair.detail.gone')}
      </Text>
    );
  }
  const run = async (what: 'handle' | 'meeting') => {
    setBusy(true);
    try {
      if (what === 'handle') {
        resultOf(await commit(environment, handleMutation, { id: r.rowId, remark: remark.trim() || null }));
        message.success(f('repair.handle.done'));
        setAsking(null);
        reload();
      } else {
        const res = resultOf(await commit(environment, meetingMutation, { id: r.rowId, name: meetingName.trim() || null, description: null })) as { data?: number };
        message.success(f('repair.meeting.done'));
        setAsking(null);
        if (res.data) navigate(`/meeting/info/${res.data}`);
        else reload();
      }
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const files = urlsOf(r.files);
  return (
    <Stack gap="4">
      <Stack gap="1.5">
        <Row label={f('repair.detail.status')}>
          <StatusBadge meta={repairMeta} value={r.status} palette={REPAIR_PALETTE} />
        </Row>
        <Row label={f('repair.detail.type')}>{typeName(r.type) || '—'}</Row>
        <Row label={f('repair.detail.reporter')}>{f('repair.detail.by', { name: r.userName || '—', area: r.areaName || '—', time: formatDateTime(r.createTime) })}</Row>
        {r.status === REPAIR.handled && (
          <>
            <Row label={f('repair.detail.handledBy')}>{r.handledByName || '—'}</Row>
            <Row label={f('repair.detail.handledTime')}>{formatDateTime(r.handledTime) || '—'}</Row>
            <Row label={f('repair.detail.remark')}>{r.handleRemark || '—'}</Row>
          </>
        )}
        {r.meetingId && (
          <Row label={f('repair.detail.meeting')}>
            <a href={`/meeting/info/${r.meetingId}`} onClick={(e) => (e.preventDefault(), navigate(`/meeting/info/${r.meetingId}`))}>
              <Text as="span" color="brand.fg">
                {f('repair.meeting.open', { id: r.meetingId })}
              </Text>
            </a>
          </Row>
        )}
      </Stack>
      <ImageStrip value={r.images} alt={r.title} />
      {(files.length > 0 || r.docUrl) && (
        <Stack gap="1">
          {[...files, ...(r.docUrl ? [r.docUrl] : [])].map((u, i) => (
            <a key={`${u}-${i}`} href={u} target="_blank" rel="noreferrer noopener">
              <Text fontSize="sm" color="brand.fg">
                {decodeURIComponent(u.split('/').pop() || u)}
              </Text>
            </a>
          ))}
        </Stack>
      )}
      <Flex gap="2" wrap="wrap">
        {r.status === REPAIR.pending && (
          <Can I={repairMeta.perms.handle!}>
            <Button size="sm" colorPalette="green" onClick={() => setAsking('handle')}>
              {f('repair.handle')}
            </Button>
          </Can>
        )}
        {!r.meetingId && (
          <Can I={{ and: [repairMeta.perms.startMeeting!, 'business:meeting:info:add'] }}>
            <Button size="sm" variant="outline" onClick={() => setAsking('meeting')}>
              {f('repair.meeting')}
            </Button>
          </Can>
        )}
        {r.meetingId && <Badge colorPalette="purple">{f('repair.meeting.has')}</Badge>}
      </Flex>
      <ConfirmDialog open={asking === 'handle'} title={f('repair.handle.title')} confirmLabel={f('repair.handle')} danger={false} loading={busy} onConfirm={() => void run('handle')} onCancel={() => !busy && setAsking(null)}>
        <Text mb="3">{f('repair.handle.confirm', { title: r.title })}</Text>
        <Field.Root>
          <Field.Label>{f('repair.handle.remark')}</Field.Label>
          <Textarea rows={3} maxLength={2000} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
        </Field.Root>
      </ConfirmDialog>
      <ConfirmDialog open={asking === 'meeting'} title={f('repair.meeting.title')} confirmLabel={f('repair.meeting')} danger={false} loading={busy} onConfirm={() => void run('meeting')} onCancel={() => !busy && setAsking(null)}>
        <Text mb="3">{f('repair.meeting.confirm', { title: r.title })}</Text>
        <Field.Root>
          <Field.Label>{f('repair.meeting.name')}</Field.Label>
          <Input maxLength={200} placeholder={f('repair.meeting.namePlaceholder', { title: r.title })} value={meetingName} onChange={(e) => setMeetingName(e.currentTarget.value)} />
        </Field.Root>
      </ConfirmDialog>
    </Stack>
  );
}

export function RepairDetail({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  return (
    <LiveDetailDrawer title={title} onClose={onClose}>
      {(fetchKey, reload) => <Detail id={id} fetchKey={fetchKey} reload={reload} />}
    </LiveDetailDrawer>
  );
}
