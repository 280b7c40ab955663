/** The advice declaration and its status and reply-type values (server/modules/business/advice-*.ts). */
import { AdviceInfo } from '../../../meta/entities.json';
import { entityMeta } from '../../../entity/index.ts';

export const adviceMeta = entityMeta(AdviceInfo);
export const ADVICE = { pending: 0, processing: 1, handled: 2 } as const;
export const REPLY = { message: 0, reply: 1 } as const;
