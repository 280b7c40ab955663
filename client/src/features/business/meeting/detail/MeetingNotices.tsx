/**
 * The notices of the public-notice stages (1, 3, 5, 7, 9): one per stage,
 * written in the rich-text editor, optionally started from an info template
 * of the stage (pick → fill from the meeting → edit), saved as a draft or
 * published (which also publishes it to the residents; a notice stage is
 * left only once its notice is published).
 */
import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import type { MeetingNotices_notices$key } from '../../../../__generated__/MeetingNotices_notices.graphql.ts';
import type { MeetingNoticesSaveMutation } from '../../../../__generated__/MeetingNoticesSaveMutation.graphql.ts';
import type { MeetingNoticesTemplatesQuery } from '../../../../__generated__/MeetingNoticesTemplatesQuery.graphql.ts';
import type { MeetingNoticesFillQuery } from '../../../../__generated__/MeetingNoticesFillQuery.graphql.ts';
import { Can, useCan } from '../../../../components/Can.tsx';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { LazyRichTextEditor } from '../../../../components/RichText/index.tsx';
import { resultOf, commit, formatDateTime } from '../../../../entity/index.ts';
import { message } from '../../../../lib/message.ts';
import { useStageName } from '../StageBadge.tsx';
import { NOTICE_STAGES } from '../stages.ts';
import { PERMS } from './perms.ts';

const fragment = graphql`
  fragment MeetingNotices_notices on MeetingNotice @relay(plural: true) {
    rowId
    type
    title
    content
    isPublish
    publishTime
    updateTime
  }
`;

const saveMutation = graphql`
  mutation MeetingNoticesSaveMutation($input: MeetingNoticeSaveInput!) {
    meetingNoticeSave(input: $input) {
      __typename
      ...EntityError_error @alias(as: "error")
      ... on MutationMeetingNoticeSaveSuccess {
        data
      }
    }
  }
`;

const templatesQuery = graphql`
  query MeetingNoticesTemplatesQuery($stage: Int!) {
    infoTemplateList(filter: { stage: $stage }, orderBy: "id", sort: asc) {
      rowId
      name
      status
      type
    }
  }
`;

const fillQuery = graphql`
  query MeetingNoticesFillQuery($meetingId: Int!, $templateId: Int!) {
    meetingNoticeFill(meetingId: $meetingId, templateId: $templateId) {
      title
      content
    }
  }
`;

interface Props {
  meetingId: number;
  stage: number;
  /** What the meeting is about (0 一般事务, 1 维修, 2 选举): the templates of that kind are offered first. */
  relationType?: number;
  notices: MeetingNotices_notices$key;
  onSaved: () => void;
}

/** The notice stage to open first: the current one, else the next one to come, else the last. */
function defaultStage(stage: number): number {
  return NOTICE_STAGES.find((s) => s >= stage) ?? NOTICE_STAGES[NOTICE_STAGES.length - 1]!;
}

export function MeetingNotices({ meetingId, stage, relationType = 0, notices, onSaved }: Props) {
  const list = useFragment(fragment, notices);
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const stageName = useStageName();
  const [chosen, setChosen] = useState(() => defaultStage(stage));
  const byType = new Map(list.map((n) => [n.type, n]));
  const notice = byType.get(chosen) ?? null;
  return (
    <Flex gap="4" direction={{ base: 'column', md: 'row' }} pt="2">
      <Box as="nav" aria-label={f('meeting.notice.stages')} minW={{ md: '48' }}>
        <Flex as="ul" direction={{ base: 'row', md: 'column' }} wrap="wrap" gap="1" listStyleType="none" m="0" p="0">
          {NOTICE_STAGES.map((s) => {
            const n = byType.get(s);
            const state = n?.isPublish === 1 ? 'published' : n ? 'draft' : 'empty';
            return (
              <li key={s}>
                <Button
                  size="sm"
                  w="full"
                  justifyContent="space-between"
                  variant={s === chosen ? 'subtle' : 'ghost'}
                  aria-current={s === chosen ? 'true' : undefined}
                  onClick={() => setChosen(s)}
                  gap="2"
                >
                  <span>{stageName(s)}</span>
                  <Badge size="xs" colorPalette={state === 'published' ? 'green' : state === 'draft' ? 'yellow' : 'gray'}>
                    {f(`meeting.notice.${state}`)}
                  </Badge>
                </Button>
              </li>
            );
          })}
        </Flex>
      </Box>
      <Box flex="1" minW="0">
        <NoticeEditor key={`${chosen}:${notice?.updateTime ?? ''}`} meetingId={meetingId} relationType={relationType} type={chosen} current={stage === chosen} notice={notice} onSaved={onSaved} />
      </Box>
    </Flex>
  );
}

interface EditorProps {
  meetingId: number;
  relationType: number;
  type: number;
  /** the meeting is at this notice's stage now */
  current: boolean;
  notice: { title: string | null | undefined; content: string | null | undefined; isPublish: number; publishTime: string | null | undefined } | null;
  onSaved: () => void;
}

function NoticeEditor({ meetingId, relationType, type, current, notice, onSaved }: EditorProps) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const stageName = useStageName();
  const environment = useRelayEnvironment();
  const can = useCan();
  const editable = can(PERMS.noticeSave);
  const [title, setTitle] = useState(notice?.title ?? '');
  const [content, setContent] = useState(notice?.content ?? '');
  const [busy, setBusy] = useState(false);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const [titleMissing, setTitleMissing] = useState(false);
  const published = notice?.isPublish === 1;

  const save = (isPublish: 0 | 1) => {
    if (!title.trim()) {
      setTitleMissing(true);
      message.error(f('meeting.notice.titleRequired'));
      setConfirmPublish(false);
      return;
    }
    setBusy(true);
    commit<MeetingNoticesSaveMutation>(environment, saveMutation, { input: { meetingId, type, title: title.trim(), content, isPublish } })
      .then((response) => {
        resultOf(response);
        message.success(f(isPublish ? 'meeting.notice.publishedDone' : 'meeting.notice.savedDone'));
        setConfirmPublish(false);
        onSaved();
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(false));
  };

  const filled = (value: { title: string; content: string }) => {
    setTitle(value.title);
    setContent(value.content);
  };

  return (
    <Flex direction="column" gap="3" as="section" aria-label={f('meeting.notice.of', { stage: stageName(type) })}>
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{f('meeting.notice.of', { stage: stageName(type) })}</Text>
        {current && (
          <Badge size="sm" colorPalette="blue">
            {f('meeting.notice.currentStage')}
          </Badge>
        )}
        {published && (
          <Text fontSize="sm" color="fg.muted">
            {f('meeting.notice.publishedAt', { time: formatDateTime(notice?.publishTime) })}
          </Text>
        )}
      </Flex>
      {editable && (
        <Can I={{ and: [PERMS.noticeFill, PERMS.templateList] }}>
          <Suspense fallback={<Spinner size="sm" />}>
            <TemplateFiller meetingId={meetingId} relationType={relationType} stage={type} hasContent={!!(title || content)} onFilled={filled} />
          </Suspense>
        </Can>
      )}
      <Field.Root invalid={titleMissing} required>
        <Field.Label>{f('meeting.notice.title')}</Field.Label>
        <Input
          size="sm"
          value={title}
          disabled={!editable}
          maxLength={255}
          onChange={(e) => {
            setTitle(e.target.value);
            setTitleMissing(false);
          }}
        />
      </Field.Root>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1.5">
          {f('meeting.notice.content')}
        </Text>
        <LazyRichTextEditor value={content} onChange={setContent} label={f('meeting.notice.content')} disabled={!editable} />
      </Box>
      <Can I={PERMS.noticeSave}>
        <Flex gap="2" justify="flex-end" wrap="wrap">
          {!published && (
            <Button size="sm" variant="outline" loading={busy} onClick={() => save(0)}>
              {f('meeting.notice.saveDraft')}
            </Button>
          )}
          <Button size="sm" colorPalette="brand" loading={busy} onClick={() => (published ? save(1) : setConfirmPublish(true))}>
            {f(published ? 'meeting.notice.update' : 'meeting.notice.publish')}
          </Button>
        </Flex>
      </Can>
      <ConfirmDialog
        open={confirmPublish}
        danger={false}
        title={f('meeting.notice.publish.title')}
        confirmLabel={f('meeting.notice.publish')}
        loading={busy}
        onConfirm={() => save(1)}
        onCancel={() => !busy && setConfirmPublish(false)}
      >
        {f('meeting.notice.publish.confirm', { stage: stageName(type) })}
      </ConfirmDialog>
    </Flex>
  );
}

/**
 * Pick an enabled info template of the stage and fill it from the meeting
 * (nothing is saved until the notice is). The templates of the meeting's kind
 * (an election's, a repair's) come first and the first of them is chosen.
 */
function TemplateFiller({ meetingId, relationType, stage, hasContent, onFilled }: { meetingId: number; relationType: number; stage: number; hasContent: boolean; onFilled: (v: { title: string; content: string }) => void }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<MeetingNoticesTemplatesQuery>(templatesQuery, { stage }, { fetchPolicy: 'store-and-network' });
  const enabled = data.infoTemplateList.filter((t) => t.status === 1);
  const templates = [...enabled.filter((t) => t.type === relationType), ...enabled.filter((t) => t.type !== relationType)];
  const [templateId, setTemplateId] = useState<number | null>(templates[0]?.rowId ?? null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (templateId == null && templates[0]) setTemplateId(templates[0].rowId);
  }, [templateId, templates]);

  const fill = () => {
    if (templateId == null) return;
    setBusy(true);
    fetchQuery<MeetingNoticesFillQuery>(environment, fillQuery, { meetingId, templateId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((res) => {
        const value = (res?.meetingNoticeFill ?? {}) as { title?: string; content?: string };
        onFilled({ title: value.title ?? '', content: value.content ?? '' });
        message.success(f('meeting.template.filled'));
      })
      .catch((e: Error) => message.error(e.message))
      .finally(() => {
        setBusy(false);
        setConfirming(false);
      });
  };

  if (templates.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {f('meeting.template.none')}
      </Text>
    );
  }
  return (
    <Flex gap="2" align="flex-end" wrap="wrap" borderWidth="1px" borderRadius="md" p="2" bg="bg.subtle">
      <Field.Root maxW="sm">
        <Field.Label fontSize="sm">{f('meeting.template.pick')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={templateId ?? ''} onChange={(e) => setTemplateId(Number(e.target.value))}>
            {templates.map((t) => (
              <option key={t.rowId} value={t.rowId}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button size="sm" variant="outline" loading={busy} onClick={() => (hasContent ? setConfirming(true) : fill())}>
        {f('meeting.template.fill')}
      </Button>
      <ConfirmDialog open={confirming} danger={false} title={f('meeting.template.fill')} loading={busy} onConfirm={fill} onCancel={() => !busy && setConfirming(false)}>
        {f('meeting.template.replace')}
      </ConfirmDialog>
    </Flex>
  );
}
