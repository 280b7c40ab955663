/**
 * Translations of the schema's labels. The zh-cn names of models, fields
 * and enumerated values are the `///` labels in prisma/schema.prisma; their
 * zh-tw and en names are declared beside the entity they label (the
 * declaration's `labels`, registered by crud/define.ts `defineEntity`), or,
 * for a model no entity declares, by `registerLabels` in the module that
 * owns its rows (the machinery's own tables: at the end of this file). The
 * catalogues are filled as those files load — the kernel imports none of
 * them — and read at request or schema-building time, after every module
 * has loaded. Keys: `Model`, `Model.field` and `Model.field.value`
 * (tests/server/labels.test.ts fails when one is missing).
 */
export type LabelLang = 'zh-tw' | 'en';
/** One name in each language besides zh-cn. */
export type LabelText = Record<LabelLang, string>;

/**
 * The zh-tw and en names of one model: its own (`name`), and per field (`fields`, keyed
 * `field`, or `field.value` for an enumerated value; extra output fields and inputs too).
 */
export interface ModelLabels {
  name: LabelText;
  fields: Record<string, LabelText>;
}

export const LABEL_CATALOGUES: Record<LabelLang, Record<string, string>> = { 'zh-tw': {}, en: {} };

const registered = new Set<string>();

/** Adds a model's names to the catalogues; each model is labelled in one place only. */
export function registerLabels(model: string, labels: ModelLabels): void {
  if (registered.has(model)) throw new Error(`Labels of ${model} registered twice`);
  registered.add(model);
  for (const lang of Object.keys(LABEL_CATALOGUES) as LabelLang[]) {
    const catalogue = LABEL_CATALOGUES[lang];
    catalogue[model] = labels.name[lang];
    for (const [key, text] of Object.entries(labels.fields)) catalogue[`${model}.${key}`] = text[lang];
  }
}

/** A field's label in a language other than zh-cn, or undefined. */
export function fieldLabel(lang: LabelLang, model: string, field: string): string | undefined {
  return LABEL_CATALOGUES[lang][`${model}.${field}`];
}

export function entityLabel(lang: LabelLang, model: string): string | undefined {
  return LABEL_CATALOGUES[lang][model];
}

/** The translations of one model, keyed as the client reads them: '' (the entity), 'field', 'field.value'. */
export function labelTranslations(model: string): Record<LabelLang, Record<string, string>> {
  const out = { 'zh-tw': {}, en: {} } as Record<LabelLang, Record<string, string>>;
  for (const lang of Object.keys(LABEL_CATALOGUES) as LabelLang[]) {
    for (const [key, text] of Object.entries(LABEL_CATALOGUES[lang])) {
      if (key === model) out[lang][''] = text;
      else if (key.startsWith(`${model}.`)) out[lang][key.slice(model.length + 1)] = text;
    }
  }
  return out;
}

// The machinery's own tables (sign-in, request budgets, configuration, plugin file locations): no module
// declares them and no screen shows their rows; labelled here so every schema label has its translations.
registerLabels('AuthCaptcha', {
  name: { 'zh-tw': '驗證碼', en: 'Captcha' },
  fields: {
    id: { 'zh-tw': '驗證碼ID', en: 'Captcha ID' },
    answerHash: { 'zh-tw': '答案摘要', en: 'Answer hash' },
    expiresAt: { 'zh-tw': '過期時間', en: 'Expires at' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
  },
});
registerLabels('AuthRefreshToken', {
  name: { 'zh-tw': '刷新令牌', en: 'Refresh token' },
  fields: {
    id: { 'zh-tw': '令牌ID', en: 'Token ID' },
    familyId: { 'zh-tw': '令牌族ID', en: 'Token family ID' },
    userId: { 'zh-tw': '用戶ID', en: 'User ID' },
    expiresAt: { 'zh-tw': '過期時間', en: 'Expires at' },
    usedAt: { 'zh-tw': '使用時間', en: 'Used at' },
    revokedAt: { 'zh-tw': '吊銷時間', en: 'Revoked at' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
  },
});
registerLabels('AuthLoginFailure', {
  name: { 'zh-tw': '登錄失敗記錄', en: 'Login failure' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    username: { 'zh-tw': '用戶名', en: 'Username' },
    ip: { 'zh-tw': 'IP', en: 'IP address' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
    purpose: { 'zh-tw': '節流用途', en: 'Throttle purpose' },
  },
});
registerLabels('CostBudget', {
  name: { 'zh-tw': '請求開銷預算', en: 'Request cost budget' },
  fields: {
    key: { 'zh-tw': '預算歸屬', en: 'Budget owner' },
    level: { 'zh-tw': '已用開銷', en: 'Cost used' },
    perMinute: { 'zh-tw': '每分鐘預算', en: 'Budget per minute' },
    at: { 'zh-tw': '結算時間', en: 'Settled at' },
  },
});
registerLabels('BaseSysConf', {
  name: { 'zh-tw': '系統配置', en: 'System configuration' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
    updateTime: { 'zh-tw': '更新時間', en: 'Updated at' },
    cKey: { 'zh-tw': '配置鍵', en: 'Config key' },
    cValue: { 'zh-tw': '配置值', en: 'Config value' },
  },
});
registerLabels('FileLocation', {
  name: { 'zh-tw': '插件存儲文件', en: 'File stored by a plugin' },
  fields: {
    id: { 'zh-tw': 'ID', en: 'ID' },
    createTime: { 'zh-tw': '創建時間', en: 'Created at' },
    key: { 'zh-tw': '文件鍵', en: 'File key' },
    pluginKey: { 'zh-tw': '存儲插件標識', en: 'Storage plugin key' },
  },
});
