/**
 * The shapes owners' meetings and elections define, as GraphQL object types
 * (crud/shapes.ts): an item's count with the whole art. 278 arithmetic, the
 * participants frozen when voting opened, the ballot box, an election's
 * outcome and recommendation limits. What they hold is computed by
 * counting.ts and meeting-flow.ts; the descriptions here are what GraphiQL
 * shows. REST answers the stored JSON unchanged (rest/format.ts, omitNulls).
 * Every field is nullable: a value stored before these shapes, or by an old
 * client, answers null where it lacks a key, never an error.
 */
import { builder } from '../../builder.ts';
import { REST_FORM, listShape, objectShape, type RestForm, type Shape } from '../../crud/shapes.ts';
import { personal } from '../../crud/personal.ts';
import type { ElectionOutcome, ItemCount } from '../../core/counting.ts';
import type { BallotBox, Participant } from './voting-state.ts';

const omitNulls = { [REST_FORM]: 'omitNulls' satisfies RestForm };

export const PassRuleEnum = builder.enumType('PassRule', {
  description: 'The sentence of Civil Code art. 278 an item is decided by',
  values: {
    MAJORITY: { value: 'majority', description: '一般事项: agree from more than half of the voting area and of the voting owners' },
    THREE_QUARTERS: { value: 'threeQuarters', description: '重大事项 (maintenance fund, rebuilding, change of use): agree from at least three quarters of both' },
  },
});

export const VoteCountType = builder.objectRef<ItemCount>('VoteCount').implement({
  description:
    "An item's count under Civil Code art. 278: areas in square metres with two decimals (exact, no floating point), owners by headcount (one owner however many houses; the developer's unsold units one owner). Quorum: voters hold at least two thirds of the total area and are at least two thirds of all owners.",
  extensions: omitNulls,
  fields: (t) => ({
    rule: t.field({ type: PassRuleEnum, nullable: true, description: 'The rule the item is decided by', resolve: (c) => (c.rule === 'majority' || c.rule === 'threeQuarters' ? c.rule : null) }),
    totalArea: t.exposeString('totalArea', { nullable: true, description: 'Exclusive area of every participating house (m²)' }),
    totalOwners: t.exposeInt('totalOwners', { nullable: true, description: 'Owners of the participating houses' }),
    votingArea: t.exposeString('votingArea', { nullable: true, description: 'Area of the owners who voted on the item, abstentions included (m²)' }),
    votingOwners: t.exposeInt('votingOwners', { nullable: true, description: 'Owners who voted on the item, abstentions included' }),
    agreeArea: t.exposeString('agreeArea', { nullable: true, description: 'Area of the owners who agreed (m²)' }),
    agreeOwners: t.exposeInt('agreeOwners', { nullable: true, description: 'Owners who agreed' }),
    disagreeArea: t.exposeString('disagreeArea', { nullable: true, description: 'Area of the owners who disagreed (m²)' }),
    disagreeOwners: t.exposeInt('disagreeOwners', { nullable: true, description: 'Owners who disagreed' }),
    abstainArea: t.exposeString('abstainArea', { nullable: true, description: 'Area of the owners who abstained (m²)' }),
    abstainOwners: t.exposeInt('abstainOwners', { nullable: true, description: 'Owners who abstained' }),
    quorumMet: t.exposeBoolean('quorumMet', { nullable: true, description: 'Voters hold ≥ 2/3 of the total area and are ≥ 2/3 of all owners' }),
    passed: t.exposeBoolean('passed', { nullable: true, description: 'The quorum is met and the agreeing area and owners reach the rule' }),
  }),
});

export const ParticipantType = builder.objectRef<Participant>('Participant').implement({
  description: 'A house taking part in a vote, frozen when voting opened (its owner, area and place at that moment)',
  extensions: omitNulls,
  fields: (t) => ({
    houseId: t.exposeInt('houseId', { nullable: true, description: 'The house (area/house id)' }),
    // Personal (crud/personal.ts): masked to a viewer who may not read residents, on every path that answers participants.
    ownerName: t.exposeString('ownerName', { nullable: true, description: 'Owner name then', ...personal('name') }),
    phone: t.exposeString('phone', { nullable: true, description: 'Owner phone then', ...personal('phone') }),
    privateArea: t.exposeString('privateArea', { nullable: true, description: 'Exclusive area then (m²)' }),
    buildingNo: t.exposeString('buildingNo', { nullable: true }),
    unitNo: t.exposeString('unitNo', { nullable: true }),
    houseNo: t.exposeString('houseNo', { nullable: true }),
    ownerKey: t.exposeString('ownerKey', { nullable: true, description: 'Who the house counts for: houses with the same key are one owner ("developer" for the unsold units); null to a viewer who may not read residents', ...personal('ownerKey') }),
  }),
});

export const BallotBoxType = builder.objectRef<BallotBox>('BallotBox').implement({
  description: 'When the ballot box of a meeting opened and closed',
  extensions: omitNulls,
  fields: (t) => ({
    openedAt: t.string({ nullable: true, description: 'When voting opened (ISO 8601); the participants were frozen then', resolve: (b) => (typeof b.openedAt === 'string' ? b.openedAt : null) }),
    closedAt: t.string({ nullable: true, description: 'When voting closed (ISO 8601), by its end time or by hand', resolve: (b) => (typeof b.closedAt === 'string' ? b.closedAt : null) }),
  }),
});

type Ranking = ElectionOutcome['ranking'][number];
type Draw = ElectionOutcome['draws'][number];

const RankingType = builder.objectRef<Ranking>('ElectionRanking').implement({
  description: 'A candidate in the count of an election',
  extensions: omitNulls,
  fields: (t) => ({
    candidateId: t.exposeInt('candidateId', { nullable: true, description: 'The candidate (election/candidate id)' }),
    qualified: t.exposeBoolean('qualified', { nullable: true, description: 'More than half of the voting area and owners agreed, the quorum met' }),
    rank: t.exposeInt('rank', { nullable: true, description: 'Place among the qualified (null when not qualified)' }),
    agreeArea: t.exposeString('agreeArea', { nullable: true, description: 'Area that agreed (m²)' }),
    agreeOwners: t.exposeInt('agreeOwners', { nullable: true, description: 'Owners who agreed' }),
  }),
});

/** The integers of a stored list (candidate ids), or null when it is no list. */
const integersOf = (v: unknown): number[] | null => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : null);

const DrawType = builder.objectRef<Draw>('ElectionDraw').implement({
  description: 'A tie at the last seats, broken by a recorded draw',
  extensions: omitNulls,
  fields: (t) => ({
    among: t.intList({ nullable: true, resolve: (o) => integersOf(o.among), description: 'The tied candidates' }),
    chosen: t.intList({ nullable: true, resolve: (o) => integersOf(o.chosen), description: 'Those the draw seated' }),
    seed: t.exposeString('seed', { nullable: true, description: 'The draw’s input, so anyone can repeat it' }),
  }),
});

export const ElectionOutcomeType = builder.objectRef<ElectionOutcome & { seats?: number; countedAt?: string }>('ElectionOutcome').implement({
  description: 'The result of an election counted with its meeting: who is elected, the ranking, empty seats and draws',
  extensions: omitNulls,
  fields: (t) => ({
    elected: t.intList({ nullable: true, resolve: (o) => integersOf(o.elected), description: 'Candidates elected, in seat order' }),
    ranking: t.field({ type: [RankingType], description: 'Every candidate with its figures', resolve: (o) => (Array.isArray(o.ranking) ? o.ranking : []) }),
    emptySeats: t.exposeInt('emptySeats', { nullable: true, description: 'Seats left empty for want of qualified candidates' }),
    draws: t.field({ type: [DrawType], description: 'Ties broken by a draw', resolve: (o) => (Array.isArray(o.draws) ? o.draws : []) }),
    seats: t.int({ nullable: true, description: 'Seats to fill', resolve: (o) => o.seats ?? null }),
    countedAt: t.string({ nullable: true, description: 'When it was counted (ISO 8601)', resolve: (o) => o.countedAt ?? null }),
  }),
});

export const RecommendationLimitsType = builder.objectRef<{ candidate?: number; group?: number }>('RecommendationLimits').implement({
  description: 'How many people one owner may recommend',
  extensions: omitNulls,
  fields: (t) => ({
    candidate: t.int({ nullable: true, description: 'Candidates one owner may recommend', resolve: (l) => (Number.isInteger(l.candidate) ? l.candidate! : null) }),
    group: t.int({ nullable: true, description: 'Working-group members one owner may recommend', resolve: (l) => (Number.isInteger(l.group) ? l.group! : null) }),
  }),
});

export const VOTE_COUNT: Shape = objectShape(VoteCountType, "The item's count (null before it is counted)");
// Answered over REST as stored: 5,000 participants per meeting in a large community (docs/capacity.md).
export const PARTICIPANTS: Shape = { ...listShape(ParticipantType, 'Houses taking part, frozen when voting opened (empty before)', 'stored'), bulky: true };
export const BALLOT_BOX: Shape = objectShape(BallotBoxType, 'The ballot box: when voting opened and closed');
export const ELECTION_OUTCOME: Shape = objectShape(ElectionOutcomeType, 'The election counted with this meeting (null before)');
export const RECOMMENDATION_LIMITS: Shape = objectShape(RecommendationLimitsType, 'How many people one owner may recommend');

// ---------------------------------------------------------------- live state

interface Participation {
  totalArea: string;
  totalOwners: number;
  votedAnyArea: string;
  votedAnyOwners: number;
  votedAllArea: string;
  votedAllOwners: number;
}

export const ParticipationType = builder.objectRef<Participation>('Participation').implement({
  description: 'Turnout of a vote: owners by headcount and their exclusive area (m²), against all participating owners',
  extensions: omitNulls,
  fields: (t) => ({
    totalArea: t.exposeString('totalArea', { nullable: true, description: 'Exclusive area of every participating house (m²)' }),
    totalOwners: t.exposeInt('totalOwners', { nullable: true, description: 'Owners of the participating houses' }),
    votedAnyArea: t.exposeString('votedAnyArea', { nullable: true, description: 'Area of the owners who voted on at least one item (m²)' }),
    votedAnyOwners: t.exposeInt('votedAnyOwners', { nullable: true, description: 'Owners who voted on at least one item' }),
    votedAllArea: t.exposeString('votedAllArea', { nullable: true, description: 'Area of the owners who voted on every item (m²)' }),
    votedAllOwners: t.exposeInt('votedAllOwners', { nullable: true, description: 'Owners who voted on every item' }),
  }),
});

interface LiveItem {
  itemId: number;
  name: string;
  count: ItemCount | null;
}

export const LiveItemType = builder.objectRef<LiveItem>('LiveItem').implement({
  description: 'An item of a vote with its count as it stands',
  extensions: omitNulls,
  fields: (t) => ({
    itemId: t.exposeInt('itemId', { description: 'The vote item (meeting/vote/item id)' }),
    name: t.exposeString('name', { nullable: true }),
    count: t.field({ type: VoteCountType, nullable: true, description: 'The count so far', resolve: (i) => i.count ?? null }),
  }),
});

interface VotingState {
  id?: number;
  name?: string;
  voteStartTime?: Date | string | null;
  voteEndTime?: Date | string | null;
  meetingId: number;
  status: number;
  version: number;
  items: LiveItem[];
  participation: Participation;
  at: string;
}

const iso = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));

export const VotingStateType = builder.objectRef<VotingState>('VotingState').implement({
  description: 'The live state of a meeting in voting: every item’s count and the turnout, as of `at`',
  extensions: omitNulls,
  fields: (t) => ({
    name: t.string({ nullable: true, description: 'The meeting’s name', resolve: (s) => s.name ?? null }),
    voteStartTime: t.string({ nullable: true, description: 'When the voting window opens (ISO 8601)', resolve: (s) => iso(s.voteStartTime) }),
    voteEndTime: t.string({ nullable: true, description: 'When the voting window closes (ISO 8601)', resolve: (s) => iso(s.voteEndTime) }),
    // No `id` field: a client store (Relay) takes `id` for a node's global id, and a meeting id is not one.
    meetingId: t.exposeInt('meetingId', { description: 'The meeting (REST names it id too)' }),
    status: t.exposeInt('status', { description: 'The meeting’s stage (6 投票 while voting)' }),
    version: t.exposeInt('version', { description: 'The last vote record counted (a later state has a higher version)' }),
    items: t.field({ type: [LiveItemType], resolve: (s) => s.items ?? [] }),
    participation: t.field({ type: ParticipationType, nullable: true, resolve: (s) => s.participation ?? null }),
    at: t.exposeString('at', { description: 'When this state was computed (ISO 8601)' }),
  }),
});

export const FilledNoticeType = builder.objectRef<{ title: string; content: string }>('FilledNotice').implement({
  description: 'A template filled from a meeting (placeholders in server/modules/meeting/template-fill.ts); nothing is saved',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The template’s name, filled, as plain text' }),
    content: t.exposeString('content', { description: 'The template’s content, filled, as sanitized rich text' }),
  }),
});
