/**
 * The assembly's own rules (议事规则) of a community (business/meeting/rule):
 * one row per community; a community without one counts by the Civil Code's
 * defaults (assembly.ts DEFAULT_RULES). A meeting freezes the rules when it
 * opens voting (meeting.assemblyRules) and counts with the frozen copy, so
 * editing a row changes only meetings that open voting afterwards. Every
 * change is a write, so the request log keeps it with its input and operator
 * (docs/decisions.md "Request log"). See docs/assembly-rules.md.
 */
import { RULE } from '../../core/field-rules.ts';
import { defineEntity } from '../../crud/define.ts';
import { AREA_NAME } from '../../crud/lookups.ts';
import { MAX_EXTENSION_DAYS } from '../../core/assembly-rules.ts';

export const assemblyRule = defineEntity({
  model: 'AssemblyRule',
  type: 'AssemblyRule',
  prefix: 'business/meeting/rule',
  rules: {
    // Local regulations allow at most three months.
    maxExtensionDays: { kind: 'range', min: 1, max: MAX_EXTENSION_DAYS },
    maxOwnersPerProxy: RULE.positive,
  },
  filters: { eq: ['areaId', 'extensionAllowed', 'countNonVotersWithMajority', 'proxiesAllowed'] },
  lookups: { areaName: AREA_NAME },
  rest: { page: ['areaName'], info: ['areaName'] },
});
