/**
 * GraphQL shapes of the assembly rules (docs/assembly-rules.md): the rules a
 * meeting froze when voting opened, and what they add to an item's count
 * (从众's raw and adjusted figures, proxies, termination).
 */
import { builder } from '../../builder.ts';
import { REST_FORM, objectShape, type RestForm, type Shape } from '../../crud/shapes.ts';
import { VoteCountType } from '../business/shapes.ts';
import type { ItemCount } from '../business/counting.ts';
import type { FrozenRules, NonVoterAdjustment, RuledCount } from './assembly.ts';

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

const AdjustedCountType = builder.objectRef<ItemCount>('AdjustedVoteCount').implement({
  description: 'An item’s figures with the non-voters counted with the majority choice (从众)',
  extensions: omitNulls,
  fields: (t) => ({
    votingArea: t.exposeString('votingArea', { nullable: true }),
    votingOwners: t.exposeInt('votingOwners', { nullable: true }),
    agreeArea: t.exposeString('agreeArea', { nullable: true }),
    agreeOwners: t.exposeInt('agreeOwners', { nullable: true }),
    disagreeArea: t.exposeString('disagreeArea', { nullable: true }),
    disagreeOwners: t.exposeInt('disagreeOwners', { nullable: true }),
    abstainArea: t.exposeString('abstainArea', { nullable: true }),
    abstainOwners: t.exposeInt('abstainOwners', { nullable: true }),
    passed: t.exposeBoolean('passed', { nullable: true }),
  }),
});

const NonVotersType = builder.objectRef<NonVoterAdjustment>('NonVoterAdjustment').implement({
  description: 'What the assembly rule "count non-voters with the majority" (从众) did to the count',
  extensions: omitNulls,
  fields: (t) => ({
    rule: t.string({ nullable: true, resolve: (n) => n.rule ?? null, description: 'The rule cited: countNonVotersWithMajority' }),
    applied: t.boolean({ nullable: true, resolve: (n) => n.applied ?? null, description: 'Whether non-voters were counted (the quorum met by real votes and a majority choice to follow)' }),
    reason: t.string({ nullable: true, resolve: (n) => n.reason ?? null, description: 'Why not: noQuorum, noMajority' }),
    follows: t.string({ nullable: true, resolve: (n) => n.follows ?? null, description: 'The choice non-voters were counted with: agree, disagree, abstain' }),
    nonVotingArea: t.string({ nullable: true, resolve: (n) => n.nonVotingArea ?? null }),
    nonVotingOwners: t.int({ nullable: true, resolve: (n) => n.nonVotingOwners ?? null }),
    rawPassed: t.boolean({ nullable: true, resolve: (n) => n.rawPassed ?? null, description: 'The verdict of the raw figures' }),
    adjusted: t.field({ type: AdjustedCountType, nullable: true, resolve: (n) => n.adjusted ?? null }),
  }),
});

builder.objectFields(VoteCountType, (t) => ({
  nonVoters: t.field({ type: NonVotersType, nullable: true, description: '从众 (when the frozen rules count non-voters with the majority): raw verdict and adjusted figures; `passed` is then the adjusted verdict', resolve: (c) => (c as RuledCount).nonVoters ?? null }),
  proxyOwners: t.int({ nullable: true, description: 'Owners whose ballot on the item was cast by a proxy', resolve: (c) => (c as RuledCount).proxyOwners ?? null }),
  proxyArea: t.string({ nullable: true, description: 'Their exclusive area (m²)', resolve: (c) => (c as RuledCount).proxyArea ?? null }),
  terminated: t.boolean({ nullable: true, description: 'The vote was extended and still had no quorum: terminated (终止表决), not "not passed"', resolve: (c) => (c as RuledCount).terminated ?? null }),
}));

export const FROZEN_RULES: Shape = objectShape(FrozenRulesType, 'The assembly rules frozen when voting opened (null before)');
