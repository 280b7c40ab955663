/**
 * The code generator (base/coding, SPEC §7) and the AI coding helper's
 * draft: getModuleTree lists the declared modules and their entities;
 * createCode scaffolds a new entity (server/coding/generate.ts) only where
 * writing code is allowed — in development, or into CODING_ROOT — and is
 * refused in production; draft asks the configured OpenAI-compatible
 * endpoint for a draft of createCode's input (server/coding/ai.ts).
 */
import { defineController } from '../../crud/define.ts';
import { resources } from '../../crud/entity.ts';
import { models } from '../../crud/datamodel.ts';
import { AppError } from '../../kernel/errors.ts';
import type { Config } from '../../kernel/config.ts';
import { generateEntity, planEntity, FIELD_TYPES, FILTERS } from '../../coding/generate.ts';
import { draftEntity } from '../../coding/ai.ts';
import { outboundOf } from '../../http/outbound.ts';

/** Where createCode may write, or null when it is refused (production; test without CODING_ROOT). */
export function codingRootOf(config: Config): string | null {
  if (config.isProduction || !config.codingRoot) return null;
  return config.codingRoot;
}

/** Module → its entities and controllers, from the declarations. */
export function moduleTree() {
  type Listed = { prefix: string; type: string; operations: string[] };
  const byModule = new Map<string, { module: string; entities: (Listed & { model: string; table: string | null; label: string })[]; controllers: Listed[] }>();
  for (const r of resources()) {
    const module = r.prefix.split('/')[0]!;
    const node = byModule.get(module) ?? { module, entities: [], controllers: [] };
    byModule.set(module, node);
    const operations = (r.operations ?? []).map((op) => op.action);
    if (r.kind === 'entity') {
      const m = models().get(r.model);
      node.entities.push({ prefix: r.prefix, type: r.type, model: r.model, table: m?.table ?? null, label: m?.label ?? r.model, operations });
    } else node.controllers.push({ prefix: r.prefix, type: r.type, operations });
  }
  const sortBy = (a: { prefix: string }, b: { prefix: string }) => a.prefix.localeCompare(b.prefix);
  return [...byModule.values()]
    .sort((a, b) => a.module.localeCompare(b.module))
    .map((n) => ({ ...n, entities: n.entities.sort(sortBy), controllers: n.controllers.sort(sortBy) }));
}

defineController({
  prefix: 'base/coding',
  type: 'BaseCoding',
  operations: [
    {
      action: 'getModuleTree',
      method: 'get',
      summary: '模块与实体',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: 'The declared modules, each with its entities (prefix, type, model, table, label, operations) and controllers',
          resolve: () => moduleTree(),
        }),
    },
    {
      action: 'config',
      method: 'get',
      summary: '代码生成配置',
      perm: 'base:coding:getModuleTree',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: 'Whether createCode may write here (generator) and whether the AI draft is configured (ai, model); the choices of a field type and filter',
          resolve: (_r: unknown, _a: unknown, ctx) => ({
            generator: codingRootOf(ctx.config) !== null,
            production: ctx.config.isProduction,
            ai: ctx.config.ai !== undefined,
            model: ctx.config.ai?.model ?? null,
            fieldTypes: FIELD_TYPES,
            filters: FILTERS,
          }),
        }),
    },
    {
      action: 'createCode',
      method: 'post',
      summary: '生成代码',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description:
            'Scaffolds a new entity: the Prisma model and its migration, label translations, the server declaration, the client screen and its registry line. Development only (or into CODING_ROOT); refused in production. Answers the files written and the commands to run next.',
          args: { input: t.arg({ type: 'JSON', required: true, description: '{module, entity, table?, label, labelTw?, labelEn?, fields: [{name, type, length?, label, labelTw?, labelEn?, required?, filter?}]}' }) },
          resolve: async (_r: unknown, { input }, ctx) => {
            const root = codingRootOf(ctx.config);
            if (!root) throw new AppError('coding.disabled', {}, 1001);
            if (!input || typeof input !== 'object' || Array.isArray(input)) throw new AppError('validation.bodyInvalid', {}, 1001, 'input');
            const plan = planEntity(input as Record<string, unknown>, root);
            return generateEntity(plan, root);
          },
        }),
      rest: { args: (b) => ({ input: b }) },
    },
    {
      action: 'draft',
      method: 'post',
      // A read of an outside service: no transaction is held open while it answers.
      kind: 'query',
      summary: 'AI 生成草稿',
      graphql: (t) =>
        t.field({
          type: 'JSON',
          description: "A draft of createCode's input from a description in words, by the configured OpenAI-compatible chat endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL)",
          args: { description: t.arg.string({ required: true }) },
          resolve: (_r: unknown, { description }: { description: string }, ctx) => draftEntity(ctx.config.ai, outboundOf(ctx.config), description),
        }),
    },
  ],
});
