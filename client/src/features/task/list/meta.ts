/** The task declaration (src/meta/entities.json) as the kit reads it. */
import { TaskInfo } from '../../../meta/entities.json';
import { entityMeta } from '../../../entity/index.ts';

export const meta = entityMeta(TaskInfo);
