/**
 * GraphQL shapes of the assembly rules (docs/assembly-rules.md): the rules a
 * meeting froze when voting opened, and what they add to an item's count
 * (从众's raw and adjusted figures, proxies, termination).
 */
import { builder } from '../../builder.ts';
import { REST_FORM, objectShape, type RestForm, type Shape } from '../../crud/shapes.ts';
import { VoteCountType } from './shapes.ts';
import type { FrozenRules } from '../../core/assembly-rules.ts';
import type { RuledCount } from '../../core/ruled-count.ts';

const omitNulls = { [REST_FORM]: 'omitNulls' satisfies RestForm };
const DAY_MS = 24 * 3600_000;

export const FrozenRulesType = builder.objectRef<FrozenRules>('FrozenAssemblyRules').implement({
  description: 'The assembly rules (议事规则) a meeting opened voting under: it counts with these, whatever the community’s rules say later',
  extensions: omitNulls,
  fields: (t) => ({
    extensionAllowed: t.boolean({ nullable: true, resolve: (r) => r.extensionAllowed ?? null, description: 'The vote may be extended when both participating area and owners are under half at the deadline' }),
    maxExtensionDays: t.int({ nullable: true, resolve: (r) => r.maxExtensionDays ?? null, description: 'Days after the original deadline the vote may be extended to (≤ 90)' }),
    countNonVotersWithMajority: t.boolean({ nullable: true, resolve: (r) => r.countNonVotersWithMajority ?? null, description: '从众: non-voters count with the majority choice once the quorum is met' }),
    proxiesAllowed: t.boolean({ nullable: true, resolve: (r) => r.proxiesAllowed ?? null, description: 'Ballots may be cast by a proxy with a written authorisation' }),
    maxOwnersPerProxy: t.int({ nullable: true, resolve: (r) => r.maxOwnersPerProxy ?? null, description: 'Owners one proxy may carry (null: no limit)' }),
    source: t.string({ nullable: true, resolve: (r) => r.source ?? null, description: '"community" (its rule row) or "default" (the Civil Code’s defaults)' }),
    frozenAt: t.string({ nullable: true, resolve: (r) => r.frozenAt || null, description: 'When they were frozen (ISO 8601)' }),
    originalVoteEndTime: t.string({ nullable: true, resolve: (r) => r.originalVoteEndTime ?? null, description: 'The deadline voting opened with (ISO 8601)' }),
    latestExtensionEnd: t.string({
      nullable: true,
      description: 'The latest deadline an extension may set (ISO 8601); null when extensions are not allowed',
      resolve: (r) => (r.extensionAllowed && r.originalVoteEndTime ? new Date(new Date(r.originalVoteEndTime).getTime() + r.maxExtensionDays * DAY_MS).toISOString() : null),
    }),
    extensions: t.int({ nullable: true, resolve: (r) => r.extensions ?? 0, description: 'How many times the vote was extended' }),
  }),
});

builder.objectFields(VoteCountType, (t) => ({
  // JSON, not a typed object: a meeting's detail selects every item's count (150 a page), and the cost limit prices every field of it.
  nonVoters: t.field({
    type: 'JSON',
    nullable: true,
    description:
      '从众 (when the frozen rules count non-voters with the majority): {rule: "countNonVotersWithMajority", applied, reason (noQuorum|noMajority), follows (agree|disagree|abstain), nonVotingArea, nonVotingOwners, rawPassed, adjusted (the figures of VoteCount with non-voters counted)}; `passed` is then the adjusted verdict',
    resolve: (c) => (c as RuledCount).nonVoters ?? null,
  }),
  proxyOwners: t.int({ nullable: true, description: 'Owners whose ballot on the item was cast by a proxy', resolve: (c) => (c as RuledCount).proxyOwners ?? null }),
  proxyArea: t.string({ nullable: true, description: 'Their exclusive area (m²)', resolve: (c) => (c as RuledCount).proxyArea ?? null }),
  terminated: t.boolean({ nullable: true, description: 'The vote was extended and still had no quorum: terminated (终止表决), not "not passed"', resolve: (c) => (c as RuledCount).terminated ?? null }),
}));

export const FROZEN_RULES: Shape = objectShape(FrozenRulesType, 'The assembly rules frozen when voting opened (null before)');
