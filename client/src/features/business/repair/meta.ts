/** The repair declaration and its status values (server/modules/business/repair-info.ts). */
import { RepairInfo } from '../../../meta/entities.json';
import { entityMeta } from '../../../entity/index.ts';

export const repairMeta = entityMeta(RepairInfo);
export const REPAIR = { pending: 0, handled: 1 } as const;
/** 0 待处理 red, 1 已处理 green */
export const REPAIR_PALETTE: Record<number, string> = { 0: 'red', 1: 'green' };
