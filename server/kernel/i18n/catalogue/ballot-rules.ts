/**
 * Messages of the issue "A vote result that survives a challenge" that are
 * not field rules (those live in rules.ts, which the client spreads): the
 * names of inputs that are no column (so a refusal names them in every
 * language), and the live credential list (docs/owner-voting.md).
 */
export const zhCn = {
  'field.reason': '理由',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'field.reason': '理由',
};

export const en: Record<keyof typeof zhCn, string> = {
  'field.reason': 'Reason',
};
