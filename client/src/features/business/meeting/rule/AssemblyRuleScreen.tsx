/**
 * The assembly's own rules (/meeting/rule, 议事规则): one row per community,
 * the Civil Code's defaults for a new one (no extension, at most 90 days
 * when allowed, no 从众, proxies allowed). A meeting freezes the rules when
 * it opens voting, so a change here applies to meetings that open voting
 * afterwards (docs/assembly-rules.md). Every change is in the request log.
 */
import { AssemblyRule } from '../../../../meta/entities.json';
import { AssemblyRuleOperations, type AssemblyRuleRow } from '../../../../entity/generated/AssemblyRule.ts';
import { defineEntityScreen, entityMeta } from '../../../../entity/index.ts';

export const meta = entityMeta(AssemblyRule);

export default defineEntityScreen<AssemblyRuleRow>({
  meta,
  ops: AssemblyRuleOperations,
  columns: ['id', 'areaName', 'extensionAllowed', 'maxExtensionDays', 'countNonVotersWithMajority', 'proxiesAllowed', 'maxOwnersPerProxy', 'remark', 'updateTime'],
  hidden: ['id'],
  filters: ['extensionAllowed', 'countNonVotersWithMajority', 'proxiesAllowed'],
  form: {
    initial: () => ({ extensionAllowed: 0, maxExtensionDays: 90, countNonVotersWithMajority: 0, proxiesAllowed: 1 }),
    fields: [
      { name: 'extensionAllowed', required: true, helperTextId: 'assemblyRule.extension.help' },
      { name: 'maxExtensionDays', visible: (v) => String(v.extensionAllowed) === '1' },
      { name: 'countNonVotersWithMajority', required: true, helperTextId: 'assemblyRule.nonVoters.help' },
      { name: 'proxiesAllowed', required: true },
      { name: 'maxOwnersPerProxy', visible: (v) => String(v.proxiesAllowed) === '1', helperTextId: 'assemblyRule.proxy.help' },
      { name: 'remark', wide: true },
    ],
  },
});
