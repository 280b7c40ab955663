/**
 * The owner's ballot page (`/vote/#<code>`, docs/owner-voting.md): mobile
 * first, no staff login, its own small app (main.tsx mounts it instead of the
 * admin app on /vote). It talks only to /vote/api (server
 * modules/meeting/owner-ballot.ts): the code comes from the link's fragment
 * (never sent to the server in a URL), the first visit confirms with the
 * last four phone digits, and the device key the server answers is kept in
 * this browser so later visits open without it. The session token lives in
 * memory only.
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

interface Item {
  id: number;
  name: string;
  description: BallotHtml;
}
interface RecordedBallot {
  itemId: number;
  result: number;
  channel: 'online' | 'paper';
  time: string;
  hash: string | null;
}
/** A document attached to the meeting: named only, fetched through /vote/api/file under the session. */
interface MeetingDocument {
  id: string;
  name: string;
  ext: string;
}
interface BallotState {
  meeting: { name: string; community: string; description: BallotHtml; files: MeetingDocument[]; voteStartTime: string | null; voteEndTime: string | null; open: boolean };
  owner: { name: string; houses: { label: string }[] };
  items: Item[];
  ballots: RecordedBallot[];
}

const CHOICES = [
  { value: 0, id: 'meeting.vote.agree' },
  { value: 1, id: 'meeting.vote.disagree' },
  { value: 2, id: 'meeting.vote.abstain' },
] as const;

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

class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, body: unknown, locale: Locale, token?: string): Promise<T> {
  const res = await fetch(`/vote/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: locale, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { code: number; message: string; data: T } | null;
  if (!json || json.code !== 1000) throw new Refused(json?.message ?? String(res.status), res.status);
  return json.data;
}

/**
 * Downloads one of the meeting's documents: a JSON POST with the session token
 * (no plain link could carry it), the bytes saved under the server's name.
 */
async function downloadDocument(doc: MeetingDocument, locale: Locale, token: string): Promise<void> {
  const res = await fetch('/vote/api/file', {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: locale, authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: doc.id }),
  });
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

function Ballot() {
  const intl = useIntl();
  const locale = useLocale();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [code, setCode] = useState(() => normalise(decodeURIComponent(location.hash.slice(1))));
  const [check, setCheck] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<BallotState | null>(null);
  const [choice, setChoice] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<string | null>(null);
  const knownDevice = code ? deviceOf(code) : undefined;

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

  const recorded = useMemo(() => new Map((state?.ballots ?? []).map((b) => [b.itemId, b])), [state]);
  const time = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' }) : '—');

  return (
    <Box maxW="640px" mx="auto" px="4" py="5" fontSize="md">
      <HStack justify="space-between" mb="4">
        <Heading size="lg">{f('ownerVote.title')}</Heading>
        <select aria-label={f('ownerVote.language')} value={locale} onChange={(e) => setLocale(e.target.value as Locale)} style={{ padding: 4 }}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {f(`lang.${l}`)}
            </option>
          ))}
        </select>
      </HStack>

      {!state && (
        <Stack as="form" gap="3" onSubmit={(e: React.FormEvent) => (e.preventDefault(), void open(check))}>
          <label>
            <Text fontWeight="medium" mb="1">
              {f('ownerVote.code')}
            </Text>
            <Input value={code} onChange={(e) => setCode(normalise(e.target.value))} autoComplete="off" inputMode="text" maxLength={19} size="lg" data-testid="owner-code" />
            <Text fontSize="sm" color="fg.muted" mt="1">
              {f('ownerVote.codeHelp')}
            </Text>
          </label>
          {!knownDevice && (
            <label>
              <Text fontWeight="medium" mb="1">
                {f('ownerVote.check')}
              </Text>
              <Input value={check} onChange={(e) => setCheck(e.target.value.toUpperCase().replace(/[^0-9X]/g, '').slice(0, 6))} inputMode="text" autoComplete="off" size="lg" data-testid="owner-check" />
              <Text fontSize="sm" color="fg.muted" mt="1">
                {f('ownerVote.checkHelp')}
              </Text>
            </label>
          )}
          {error && (
            <Text color="fg.error" role="alert" data-testid="owner-error">
              {error}
            </Text>
          )}
          <Button type="submit" size="lg" loading={busy} loadingText={f('ownerVote.opening')} disabled={code.length !== 16 || (!knownDevice && check.length !== 4 && check.length !== 6)}>
            {f('ownerVote.open')}
          </Button>
          {!code && <Text color="fg.muted">{f('ownerVote.noCode')}</Text>}
        </Stack>
      )}

      {state && (
        <Stack gap="4">
          <Box>
            <Heading size="md">{state.meeting.name}</Heading>
            <Text color="fg.muted">{state.meeting.community}</Text>
            <Text fontSize="sm">{f('ownerVote.window', { start: time(state.meeting.voteStartTime), end: time(state.meeting.voteEndTime) })}</Text>
            <Text fontSize="sm">
              {state.owner.name} · {f('ownerVote.houses', { houses: state.owner.houses.map((h) => h.label).join('，') })}
            </Text>
            {state.owner.houses.length > 1 && <Text fontSize="sm">{f('ownerVote.oneForAll')}</Text>}
            {state.meeting.description && (
              <Box mt="2">
                <BallotText html={state.meeting.description} />
              </Box>
            )}
            {state.meeting.files.length > 0 && token && (
              <Box mt="2" data-testid="owner-documents">
                <Text fontSize="sm" fontWeight="medium">
                  {f('ownerVote.documents')}
                </Text>
                <Stack gap="1" mt="1" align="start">
                  {state.meeting.files.map((doc) => (
                    <Button key={doc.id} size="sm" variant="ghost" px="1" onClick={() => void downloadDocument(doc, locale, token).catch((err: Error) => setError(err.message))} aria-label={f('ownerVote.download', { name: doc.name })}>
                      {doc.name}
                    </Button>
                  ))}
                </Stack>
              </Box>
            )}
          </Box>
          {!state.meeting.open && (
            <Text fontWeight="medium" data-testid="owner-closed">
              {f('ownerVote.closedNote')}
            </Text>
          )}
          {state.items.map((item, k) => (
            <Box key={item.id} borderWidth="1px" borderRadius="md" p="3" data-testid="owner-item">
              <Text fontWeight="semibold">
                {k + 1}. {item.name}
              </Text>
              {item.description && (
                <Box my="2">
                  <BallotText html={item.description} />
                </Box>
              )}
              {state.meeting.open && (
                <HStack gap="2" mt="2" role="radiogroup" aria-label={item.name}>
                  {CHOICES.map((c) => (
                    <Button
                      key={c.value}
                      flex="1"
                      size="lg"
                      role="radio"
                      aria-checked={choice[item.id] === c.value}
                      variant={choice[item.id] === c.value ? 'solid' : 'outline'}
                      onClick={() => setChoice((prev) => ({ ...prev, [item.id]: c.value }))}
                    >
                      {f(c.id)}
                    </Button>
                  ))}
                </HStack>
              )}
              <Text fontSize="sm" color="fg.muted" mt="2" data-testid="owner-recorded">
                {f('ownerVote.recorded')}：
                {recorded.get(item.id)
                  ? f('ownerVote.recordLine', {
                      choice: f(CHOICES[recorded.get(item.id)!.result]!.id),
                      channel: f(`ownerVote.channel.${recorded.get(item.id)!.channel}`),
                      time: time(recorded.get(item.id)!.time),
                    })
                  : f('ownerVote.notVoted')}
              </Text>
              {recorded.get(item.id)?.hash && (
                <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
                  {f('ownerVote.digest', { hash: recorded.get(item.id)!.hash!.slice(0, 16) })}
                </Text>
              )}
            </Box>
          ))}
          {error && (
            <Text color="fg.error" role="alert" data-testid="owner-error">
              {error}
            </Text>
          )}
          {receipt && (
            <Box bg="green.subtle" p="3" borderRadius="md" role="status" data-testid="owner-receipt">
              <Text fontWeight="semibold">{f('ownerVote.receipt', { receipt })}</Text>
              <Text fontSize="sm">{f('ownerVote.receiptHelp')}</Text>
            </Box>
          )}
          {state.meeting.open && (
            <>
              <Button size="lg" onClick={() => void submit()} loading={busy} loadingText={f('ownerVote.submitting')} data-testid="owner-submit">
                {f('ownerVote.submit')}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {f('ownerVote.changeNote')}
              </Text>
            </>
          )}
        </Stack>
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
