/**
 * The owner's ballot page (`/vote/#<code>`, docs/owner-voting.md): mobile
 * first, no staff login, its own small app (main.tsx mounts it instead of the
 * admin app on /vote). It talks only to /vote/api (server
 * owner-web/owner-ballot.ts): the code comes from the link's fragment
 * (never sent to the server in a URL), the first visit confirms with the
 * last four phone digits, and the device key the server answers is kept in
 * this browser so later visits open without it. The session token lives in
 * memory only.
 *
 * The page renders from the state's `phase` (server owner-state.ts) and never
 * guesses: not yet open (when it opens; the items can be read), open,
 * extended (the new deadline), closed (the recorded ballots), terminated,
 * announced (a link to the published result announcement, the results). Rich
 * text reaches the DOM only through BallotText; every other text is text.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack, HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { INTL_TAGS, DEFAULT_LOCALE, LOCALES, setLocale, useMessages, useLocale, type Locale } from '../../i18n/index.ts';
import { system } from '../../theme/system.ts';
import { BallotText, type BallotHtml } from './BallotText.tsx';
import { CHOICE_NAMES, VOTE_CHOICES, type VoteChoice } from '@core/vote-choice.ts';

/** The page's states, as the server decides them (owner-state.ts OWNER_PHASES). */
type Phase = 'notOpen' | 'open' | 'extended' | 'closed' | 'terminated' | 'announced';

interface Item {
  id: number;
  name: string;
  description: BallotHtml;
  passRule: string | null;
  /** 0 不通过, 1 通过, 2 终止表决: only once announced or terminated. */
  result: number | null;
}
interface RecordedBallot {
  itemId: number;
  result: VoteChoice;
  channel: 'online' | 'paper';
  time: string;
  hash: string | null;
}
/** A document of the meeting or of one of its published notices: named only, fetched through /vote/api/file under the session. */
interface MeetingDocument {
  id: string;
  name: string;
  ext: string;
}
interface Notice {
  id: number;
  type: number;
  title: string;
  publishTime: string | null;
  content: BallotHtml;
  files: MeetingDocument[];
}
interface BallotState {
  phase: Phase;
  meeting: {
    name: string;
    community: string;
    description: BallotHtml;
    files: MeetingDocument[];
    voteStartTime: string | null;
    voteEndTime: string | null;
    originalVoteEndTime: string | null;
    extensions: number;
    open: boolean;
  };
  owner: { name: string; houses: { label: string }[] };
  items: Item[];
  ballots: RecordedBallot[];
  notices: Notice[];
  announcement: { noticeId: number; title: string; final: boolean } | null;
}

/** The choices in the ballot's order, each with its label: from the one declaration the server judges ballots by. */
const CHOICES = VOTE_CHOICES.map((value) => ({ value, id: choiceLabel(value) }));

/** The label of a choice (meeting.vote.agree…), named as the count names it. */
function choiceLabel(choice: VoteChoice): string {
  return `meeting.vote.${CHOICE_NAMES[choice]}`;
}

const RESULTS: Record<number, string> = { 0: 'meeting.result.failed', 1: 'meeting.result.passed', 2: 'meeting.result.terminated' };

const DEVICES = 'ownerVote.devices';

/** Device keys this browser holds, by code (the code is on the owner's paper and in this page's link already). */
function deviceOf(code: string): string | undefined {
  try {
    return (JSON.parse(localStorage.getItem(DEVICES) ?? '{}') as Record<string, string>)[code];
  } catch {
    return undefined;
  }
}
function keepDevice(code: string, device: string): void {
  try {
    const all = JSON.parse(localStorage.getItem(DEVICES) ?? '{}') as Record<string, string>;
    localStorage.setItem(DEVICES, JSON.stringify({ ...all, [code]: device }));
  } catch {
    // Private mode: the owner confirms with the phone digits again next time.
  }
}

const normalise = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** The browser's time zone: a refusal that names a time names it in the owner's. */
function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function headersFor(locale: Locale, token?: string): Record<string, string> {
  const zone = timeZone();
  return { 'content-type': 'application/json', language: locale, ...(zone ? { 'time-zone': zone } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

async function call<T>(path: string, body: unknown, locale: Locale, token?: string): Promise<T> {
  const res = await fetch(`/vote/api/${path}`, { method: 'POST', headers: headersFor(locale, token), body: JSON.stringify(body) });
  const json = (await res.json().catch(() => null)) as { code: number; message: string; data: T } | null;
  if (!json || json.code !== 1000) throw new Refused(json?.message ?? String(res.status), res.status);
  return json.data;
}

/**
 * Downloads one of the documents: a JSON POST with the session token (no
 * plain link could carry it), the bytes saved under the server's name.
 */
async function downloadDocument(doc: MeetingDocument, locale: Locale, token: string): Promise<void> {
  const res = await fetch('/vote/api/file', { method: 'POST', headers: headersFor(locale, token), body: JSON.stringify({ id: doc.id }) });
  if ((res.headers.get('content-type') ?? '').startsWith('application/json')) {
    const json = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Refused(json?.message ?? String(res.status), res.status);
  }
  if (!res.ok) throw new Refused(String(res.status), res.status);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = doc.name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A visible keyboard focus on everything the page lets the owner reach. */
/** Element ids the labels and descriptions point at (names of the DOM, not message ids). */
const DOM_IDS = { code: 'owner-code', codeHelp: 'owner-code-help', check: 'owner-check', checkHelp: 'owner-check-help', notices: 'owner-notices' } as const;

const FOCUS = { outline: '3px solid', outlineColor: 'blue.solid', outlineOffset: '2px' } as const;

function Documents({ docs, label, token, locale, onError, testId }: { docs: MeetingDocument[]; label: string; token: string; locale: Locale; onError: (message: string) => void; testId: string }) {
  const intl = useIntl();
  if (docs.length === 0) return null;
  return (
    <Box mt="2" data-testid={testId}>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Stack as="ul" gap="1" mt="1" align="start" listStyleType="none" p="0">
        {docs.map((doc) => (
          <li key={doc.id}>
            <Button
              size="sm"
              variant="ghost"
              px="1"
              h="auto"
              minH="8"
              whiteSpace="normal"
              textAlign="start"
              textDecoration="underline"
              _focusVisible={FOCUS}
              onClick={() => void downloadDocument(doc, locale, token).catch((err: Error) => onError(err.message))}
              aria-label={intl.formatMessage({ id: 'ownerVote.download' }, { name: doc.name })}
            >
              {doc.name}
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function Ballot() {
  const intl = useIntl();
  const locale = useLocale();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [code, setCode] = useState(() => normalise(decodeURIComponent(location.hash.slice(1))));
  const [check, setCheck] = useState('');
  const knownDevice = code ? deviceOf(code) : undefined;
  const { token, state, choice, setChoice, busy, error, setError, receipt, open, submit } = useBallotSession(code, knownDevice);

  // The tab names the community and the meeting (not the back-office); the document speaks the chosen language.
  useEffect(() => {
    document.documentElement.lang = INTL_TAGS[locale];
    document.title = state ? intl.formatMessage({ id: 'ownerVote.tabTitle' }, { meeting: state.meeting.name, community: state.meeting.community }) : intl.formatMessage({ id: 'ownerVote.title' });
  }, [state, locale, intl]);

  const recorded = useMemo(() => new Map((state?.ballots ?? []).map((b) => [b.itemId, b])), [state]);
  const time = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  const voting = state?.phase === 'open' || state?.phase === 'extended';
  const errorLine = error && (
    <Text color="fg.error" role="alert" data-testid="owner-error">
      {error}
    </Text>
  );

  return (
    <Box as="main" maxW="640px" mx="auto" px="4" py="5" fontSize="md" overflowWrap="anywhere" data-phase={state?.phase}>
      <HStack justify="space-between" mb="4" gap="3" flexWrap="wrap">
        {state ? (
          <Text fontWeight="semibold" color="fg.muted">
            {f('ownerVote.title')}
          </Text>
        ) : (
          <Heading as="h1" size="lg">
            {f('ownerVote.title')}
          </Heading>
        )}
        <select aria-label={f('ownerVote.language')} value={locale} onChange={(e) => setLocale(e.target.value as Locale)} style={{ padding: 4, fontSize: 'inherit' }}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {f(`lang.${l}`)}
            </option>
          ))}
        </select>
      </HStack>

      {!state && <CodeForm code={code} setCode={setCode} check={check} setCheck={setCheck} knownDevice={!!knownDevice} busy={busy} errorLine={errorLine} open={open} />}

      {state && token && (
        <Stack gap="4">
          <MeetingHead state={state} time={time} token={token} locale={locale} onError={setError} />

          <PhaseNote state={state} time={time} />

          <Stack
            as="form"
            gap="4"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              if (voting) void submit();
            }}
          >
            {state.items.map((item, k) => (
              <ItemSection key={item.id} item={item} n={k + 1} voting={voting} choice={choice[item.id]} choose={(c) => setChoice((prev) => ({ ...prev, [item.id]: c }))} recorded={recorded.get(item.id)} time={time} />
            ))}
            {errorLine}
            {receipt && (
              <Box bg="green.subtle" p="3" borderRadius="md" role="status" data-testid="owner-receipt">
                <Text fontWeight="semibold">{f('ownerVote.receipt', { receipt })}</Text>
                <Text fontSize="sm">{f('ownerVote.receiptHelp')}</Text>
              </Box>
            )}
            {voting && (
              <>
                <Button type="submit" size="lg" loading={busy} loadingText={f('ownerVote.submitting')} data-testid="owner-submit" _focusVisible={FOCUS}>
                  {f('ownerVote.submit')}
                </Button>
                <Text fontSize="sm" color="fg.muted">
                  {f('ownerVote.changeNote')}
                </Text>
              </>
            )}
          </Stack>

          <Notices notices={state.notices} time={time} token={token} locale={locale} onError={setError} />
        </Stack>
      )}
    </Box>
  );
}

/**
 * The owner's session: opening it with the code (and the confirmation the
 * first time), the state the server answers, the choices being made and
 * casting them (a session that ended is reopened once on this device).
 */
function useBallotSession(code: string, knownDevice: string | undefined) {
  const locale = useLocale();
  const f = useWords();
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<BallotState | null>(null);
  const [choice, setChoice] = useState<Record<number, VoteChoice>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<string | null>(null);

  const show = useCallback((s: BallotState) => {
    setState(s);
    setChoice(Object.fromEntries(s.ballots.map((b) => [b.itemId, b.result])));
  }, []);

  const open = useCallback(
    async (withCheck?: string) => {
      setBusy(true);
      setError(null);
      try {
        const device = deviceOf(code);
        const data = await call<{ token: string; device?: string; state: BallotState }>('open', device && !withCheck ? { code, device } : { code, check: withCheck }, locale);
        if (data.device) keepDevice(code, data.device);
        setToken(data.token);
        show(data.state);
      } catch (err) {
        setError((err as Error).message);
      } finally {
        setBusy(false);
      }
    },
    [code, locale, show],
  );

  // A browser that confirmed before opens at once.
  useEffect(() => {
    if (code.length === 16 && knownDevice && !token) void open();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit() {
    if (!state || !token) return;
    if (state.items.some((i) => choice[i.id] === undefined)) {
      setError(f('ownerVote.chooseAll'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const votes = state.items.map((i) => ({ itemId: i.id, result: choice[i.id]! }));
      const send = (t: string) => call<{ receipt: string | null; state: BallotState }>('cast', { votes }, locale, t);
      let data;
      try {
        data = await send(token);
      } catch (err) {
        // The 15-minute session ended: this device opens a new one without asking again.
        if (!(err instanceof Refused) || err.status !== 401 || !deviceOf(code)) throw err;
        const again = await call<{ token: string; state: BallotState }>('open', { code, device: deviceOf(code) }, locale);
        setToken(again.token);
        data = await send(again.token);
      }
      setReceipt(data.receipt);
      show(data.state);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return { token, state, choice, setChoice, busy, error, setError, receipt, open, submit };
}

/** What is true of the vote now, from the server's phase. */
function PhaseNote({ state, time }: { state: BallotState; time: (iso: string | null) => string }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { phase, meeting, announcement } = state;
  const text =
    phase === 'notOpen'
      ? f('ownerVote.phase.notOpen', { start: time(meeting.voteStartTime), end: time(meeting.voteEndTime) })
      : phase === 'extended'
        ? f('ownerVote.phase.extended', { end: time(meeting.voteEndTime), original: time(meeting.originalVoteEndTime) })
        : phase === 'closed'
          ? f('ownerVote.closedNote')
          : phase === 'terminated'
            ? f('ownerVote.phase.terminated')
            : phase === 'announced'
              ? f('ownerVote.phase.announced')
              : null;
  if (!text) return null;
  return (
    <Box bg={phase === 'notOpen' || phase === 'extended' ? 'blue.subtle' : 'bg.muted'} p="3" borderRadius="md" data-testid="owner-phase" data-phase={phase}>
      <Text fontWeight="medium">{text}</Text>
      {phase === 'announced' && announcement && (
        <Box
          as="a"
          display="inline-block"
          mt="1"
          color="blue.fg"
          textDecoration="underline"
          _focusVisible={FOCUS}
          {...{ href: `#notice-${announcement.noticeId}` }}
          onClick={(e: React.MouseEvent) => {
            // The announcement is on this page: take the focus there (the code stays in the address).
            e.preventDefault();
            const target = document.getElementById(`notice-${announcement.noticeId}`);
            target?.scrollIntoView();
            target?.focus();
          }}
          data-testid="owner-announcement"
        >
          {f('ownerVote.readAnnouncement', { title: announcement.title })}
        </Box>
      )}
    </Box>
  );
}

export default function OwnerBallotApp() {
  const locale = useLocale();
  const messages = useMessages(locale);
  return (
    <ChakraProvider value={system}>
      <IntlProvider locale={INTL_TAGS[locale]} defaultLocale={INTL_TAGS[DEFAULT_LOCALE]} messages={messages}>
        <Ballot />
      </IntlProvider>
    </ChakraProvider>
  );
}

/** The words of the owner's page in its language. */
function useWords() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

interface CodeFormProps {
  code: string;
  setCode: (code: string) => void;
  check: string;
  setCheck: (check: string) => void;
  knownDevice: boolean;
  busy: boolean;
  errorLine: React.ReactNode;
  open: (withCheck?: string) => Promise<void>;
}

/** Before a session: the code and, on a browser that has not confirmed yet, the phone's last digits. */
function CodeForm({ code, setCode, check, setCheck, knownDevice, busy, errorLine, open }: CodeFormProps) {
  const f = useWords();
  return (
    <Stack as="form" gap="3" onSubmit={(e: React.FormEvent) => (e.preventDefault(), void open(check))}>
      <Box>
        <Text as="label" display="block" fontWeight="medium" mb="1" {...{ htmlFor: DOM_IDS.code }}>
          {f('ownerVote.code')}
        </Text>
        <Input id={DOM_IDS.code} aria-describedby={DOM_IDS.codeHelp} value={code} onChange={(e) => setCode(normalise(e.target.value))} autoComplete="off" inputMode="text" maxLength={19} size="lg" data-testid="owner-code" _focusVisible={FOCUS} />
        <Text id={DOM_IDS.codeHelp} fontSize="sm" color="fg.muted" mt="1">
          {f('ownerVote.codeHelp')}
        </Text>
      </Box>
      {!knownDevice && (
        <Box>
          <Text as="label" display="block" fontWeight="medium" mb="1" {...{ htmlFor: DOM_IDS.check }}>
            {f('ownerVote.check')}
          </Text>
          <Input
            id={DOM_IDS.check}
            aria-describedby={DOM_IDS.checkHelp}
            value={check}
            onChange={(e) => setCheck(e.target.value.toUpperCase().replace(/[^0-9X]/g, '').slice(0, 6))}
            inputMode="text"
            autoComplete="off"
            size="lg"
            data-testid={DOM_IDS.check}
            _focusVisible={FOCUS}
          />
          <Text id={DOM_IDS.checkHelp} fontSize="sm" color="fg.muted" mt="1">
            {f('ownerVote.checkHelp')}
          </Text>
        </Box>
      )}
      {errorLine}
      <Button type="submit" size="lg" loading={busy} loadingText={f('ownerVote.opening')} disabled={code.length !== 16 || (!knownDevice && check.length !== 4 && check.length !== 6)} _focusVisible={FOCUS}>
        {f('ownerVote.open')}
      </Button>
      {!code && <Text color="fg.muted">{f('ownerVote.noCode')}</Text>}
    </Stack>
  );
}

interface Docs {
  token: string;
  locale: Locale;
  onError: (message: string) => void;
}

/** The meeting, the owner and their houses, the meeting's text and documents. */
function MeetingHead({ state, time, token, locale, onError: setError }: Docs & { state: BallotState; time: (iso: string | null) => string }) {
  const intl = useIntl();
  const f = useWords();
  return (
    <Box>
      <Heading as="h1" size="lg">
        {state.meeting.name}
      </Heading>
      <Text color="fg.muted">{state.meeting.community}</Text>
      <Text fontSize="sm">{f('ownerVote.window', { start: time(state.meeting.voteStartTime), end: time(state.meeting.voteEndTime) })}</Text>
      <Text fontSize="sm">
        {state.owner.name} · {f('ownerVote.houses', { houses: intl.formatList(state.owner.houses.map((h) => h.label), { type: 'conjunction' }) })}
      </Text>
      {state.owner.houses.length > 1 && <Text fontSize="sm">{f('ownerVote.oneForAll')}</Text>}
      {state.meeting.description && (
        <Box mt="2">
          <BallotText html={state.meeting.description} />
        </Box>
      )}
      <Documents docs={state.meeting.files} label={f('ownerVote.documents')} token={token} locale={locale} onError={setError} testId="owner-documents" />
    </Box>
  );
}

interface ItemProps {
  item: Item;
  n: number;
  voting: boolean;
  choice: VoteChoice | undefined;
  choose: (c: VoteChoice) => void;
  recorded: BallotState['ballots'][number] | undefined;
  time: (iso: string | null) => string;
}

/** One item: its text and rule, the choices while voting is open, the result once announced, and how the owner's choice was recorded. */
function ItemSection({ item, n, voting, choice, choose, recorded, time }: ItemProps) {
  const f = useWords();
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="3" data-testid="owner-item" aria-labelledby={`item-${item.id}`}>
      <Heading as="h2" size="md" id={`item-${item.id}`}>
        {n}. {item.name}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {f('ownerVote.rule', { rule: f(`meeting.rule.${item.passRule === 'threeQuarters' ? 'threeQuarters' : 'majority'}`) })}
      </Text>
      {item.description && (
        <Box my="2">
          <BallotText html={item.description} testId="owner-item-text" />
        </Box>
      )}
      {voting && (
        <Box role="radiogroup" aria-label={f('ownerVote.choices', { item: item.name })} display="flex" flexWrap="wrap" gap="2" mt="2">
          {CHOICES.map((c) => {
            const checked = choice === c.value;
            return (
              <Box
                as="label"
                key={c.value}
                flex="1 1 6em"
                display="flex"
                alignItems="center"
                gap="2"
                minH="11"
                px="3"
                py="2"
                borderWidth="2px"
                borderRadius="md"
                cursor="pointer"
                borderColor={checked ? 'blue.solid' : 'border'}
                bg={checked ? 'blue.subtle' : undefined}
                fontWeight={checked ? 'semibold' : undefined}
                css={{ '&:has(input:focus-visible)': FOCUS }}
              >
                <input
                  type="radio"
                  name={`item-${item.id}`}
                  value={c.value}
                  checked={checked}
                  onChange={() => choose(c.value)}
                  style={{ width: '1.25em', height: '1.25em', flexShrink: 0 }}
                />
                {f(c.id)}
              </Box>
            );
          })}
        </Box>
      )}
      {item.result !== null && item.result !== undefined && RESULTS[item.result] && (
        <Text fontWeight="semibold" mt="2" data-testid="owner-result">
          {f('ownerVote.result', { result: f(RESULTS[item.result]!) })}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted" mt="2" data-testid="owner-recorded">
        {f('ownerVote.recordedLine', {
          line: recorded
            ? f('ownerVote.recordLine', {
                choice: f(choiceLabel(recorded!.result)),
                channel: f(`ownerVote.channel.${recorded!.channel}`),
                time: time(recorded!.time),
              })
            : f('ownerVote.notVoted'),
        })}
      </Text>
      {recorded?.hash && (
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
          {f('ownerVote.digest', { hash: recorded!.hash!.slice(0, 16) })}
        </Text>
      )}
    </Box>
  );
}

/** The meeting's published notices, each with its attachments. */
function Notices({ notices, time, token, locale, onError: setError }: Docs & { notices: BallotState['notices']; time: (iso: string | null) => string }) {
  const f = useWords();
  if (notices.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={DOM_IDS.notices} data-testid={DOM_IDS.notices}>
      <Heading as="h2" size="md" id={DOM_IDS.notices} mb="2">
        {f('ownerVote.notices')}
      </Heading>
      <Stack gap="3">
        {notices.map((n) => (
          <Box as="article" key={n.id} id={`notice-${n.id}`} tabIndex={-1} borderWidth="1px" borderRadius="md" p="3" aria-labelledby={`notice-title-${n.id}`} data-testid="owner-notice" _focusVisible={FOCUS}>
            <Heading as="h3" size="sm" id={`notice-title-${n.id}`}>
              {n.title}
            </Heading>
            {n.publishTime && (
              <Text fontSize="xs" color="fg.muted">
                {f('ownerVote.published', { time: time(n.publishTime) })}
              </Text>
            )}
            {n.content && (
              <Box mt="2">
                <BallotText html={n.content} />
              </Box>
            )}
            <Documents docs={n.files} label={f('ownerVote.attachments')} token={token} locale={locale} onError={setError} testId="owner-notice-files" />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
