/**
 * The AI coding helper: asks an OpenAI-compatible chat endpoint
 * (config.ai: AI_BASE_URL, AI_API_KEY, AI_MODEL) for a draft of the code
 * generator's input from a description in words. The key stays on the
 * server (never logged, never sent to the browser); the answer is only a
 * draft: it is normalised here and checked again by createCode. The call
 * goes through the outbound guard (http/outbound.ts): an endpoint inside
 * this server's network is refused unless OUTBOUND_ALLOW_HOSTS allows it.
 */
import type { AiConfig } from '../kernel/config.ts';
import { AppError } from '../kernel/errors.ts';
import { refusalOf, type Outbound } from '../http/outbound.ts';
import { FIELD_TYPES, FILTERS } from './generate.ts';

const SYSTEM_PROMPT = `You draft database entities for a TypeScript back-office (Prisma on PostgreSQL).
Answer with ONE JSON object and nothing else, of this shape:
{"module": "lower-case word (e.g. demo)", "entity": "camelCase name (e.g. book)", "label": "zh-cn name", "labelTw": "zh-tw name", "labelEn": "English name",
 "fields": [{"name": "camelCase", "type": one of ${JSON.stringify(FIELD_TYPES)}, "length": VarChar length for type string (else null),
   "label": "zh-cn label", "labelTw": "zh-tw label", "labelEn": "English label", "required": true|false, "filter": one of ${JSON.stringify(FILTERS)}}]}
Never include the columns id, createTime, updateTime, userId, areaId: they are added automatically. "like" and "keyword" filters only for string or text fields; "eq" for string, int or boolean.`;

export interface DraftField {
  name: string;
  type: string;
  length: number | null;
  label: string;
  labelTw: string;
  labelEn: string;
  required: boolean;
  filter: string;
}
export interface Draft {
  module: string;
  entity: string;
  label: string;
  labelTw: string;
  labelEn: string;
  fields: DraftField[];
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** The model's answer (possibly in a ```json fence, possibly with prose around it) → a draft, or null. */
/** A field of the model's answer, before it is judged: any JSON at all. */
type DraftAnswerField = Record<string, unknown>;

export function parseDraft(content: string): Draft | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let raw: { fields?: unknown } & Record<string, unknown>;
  try {
    raw = JSON.parse(content.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.fields)) return null;
  const fields: DraftField[] = (raw.fields as DraftAnswerField[])
    .filter((f) => f && typeof f === 'object' && typeof f.name === 'string')
    .slice(0, 40)
    .map((f) => ({
      name: text(f.name, 40),
      type: (FIELD_TYPES as readonly unknown[]).includes(f.type) ? (f.type as DraftField['type']) : 'string',
      length: Number.isInteger(f.length) && (f.length as number) > 0 ? Math.min(f.length as number, 10000) : f.type === 'string' || !(FIELD_TYPES as readonly unknown[]).includes(f.type) ? 255 : null,
      label: text(f.label, 50),
      labelTw: text(f.labelTw, 50),
      labelEn: text(f.labelEn, 50),
      required: f.required === true,
      filter: (FILTERS as readonly unknown[]).includes(f.filter) ? (f.filter as DraftField['filter']) : 'none',
    }));
  if (fields.length === 0) return null;
  return { module: text(raw.module, 20), entity: text(raw.entity, 30), label: text(raw.label, 50), labelTw: text(raw.labelTw, 50), labelEn: text(raw.labelEn, 50), fields };
}

/** Calls <baseUrl>/chat/completions; refuses (1001) when unconfigured, unreachable, or answering nothing usable. */
export async function draftEntity(ai: AiConfig | undefined, outbound: Outbound, description: string, signal?: AbortSignal): Promise<Draft> {
  if (!ai) throw new AppError('coding.aiNotConfigured', {}, 1001);
  const trimmed = description.trim();
  if (trimmed.length < 1 || [...trimmed].length > 2000) throw new AppError('coding.describe', {}, 1001, 'description');
  let res: Response;
  try {
    // No redirect is followed (a 3xx is a failure): no hop can lead past the guard.
    res = await outbound.fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: trimmed },
        ],
      }),
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(90_000)]) : AbortSignal.timeout(90_000),
    });
  } catch (error) {
    const refused = refusalOf(error);
    if (refused) throw new AppError('coding.aiFailed', { reason: refused.asMessage() }, 1001);
    // The message of a network error names the host at most, never the key.
    throw new AppError('coding.aiFailed', { reason: error instanceof Error ? (error.name === 'TimeoutError' ? 'timeout' : error.message).slice(0, 200) : 'network' }, 1001);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new AppError('coding.aiFailed', { reason: `HTTP ${res.status}` }, 1001);
  }
  let body: { choices?: { message?: { content?: unknown } }[] } | null;
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw new AppError('coding.aiBadAnswer', {}, 1001);
  }
  const content = body?.choices?.[0]?.message?.content;
  const draft = typeof content === 'string' ? parseDraft(content) : null;
  if (!draft) throw new AppError('coding.aiBadAnswer', {}, 1001);
  return draft;
}
