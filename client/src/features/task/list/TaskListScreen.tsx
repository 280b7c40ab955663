/**
 * Scheduled tasks (/task/list): the kit's list with the status and type
 * filters, a start/stop switch that asks first, run once, and each task's
 * log in a drawer. The form checks the cron expression as one types and
 * describes it with its next five run times; the service is chosen from the
 * server's registry, with its parameters shown beside the JSON data.
 */
import { Text } from '@chakra-ui/react/text';
import { TaskInfoOperations, type TaskInfoRow } from '../../../entity/generated/TaskInfo.ts';
import { defineEntityScreen } from '../../../entity/index.ts';
import { CronField, EveryField } from './CronField.tsx';
import { TaskLogHost, TaskRowActions, TaskStatusToggle } from './TaskActions.tsx';
import { DataEditor, isObjectJson, ServiceCell, ServiceSelect } from './TaskServiceField.tsx';
import { checkCron } from './cron.ts';
import { meta } from './meta.ts';

export { meta };
const isInterval = (values: Record<string, unknown>) => String(values.taskType ?? '0') === '1';

export default defineEntityScreen<TaskInfoRow>({
  meta,
  ops: TaskInfoOperations,
  columns: [
    'id',
    'name',
    { name: 'service', render: (r) => <ServiceCell name={r.service} /> },
    { name: 'cron', render: (r) => <Text fontFamily="mono" fontSize="xs">{r.cron || (r.every ? `${r.every} ms` : '')}</Text> },
    'taskType',
    'type',
    { name: 'status', render: (r) => <TaskStatusToggle row={r} /> },
    'runCount',
    'limit',
    'nextRunTime',
    'lastExecuteTime',
    'startDate',
    'endDate',
    'remark',
    'createTime',
  ],
  hidden: ['id', 'taskType', 'limit', 'startDate', 'endDate', 'remark', 'createTime'],
  rowActions: (row) => <TaskRowActions row={row} />,
  extra: () => <TaskLogHost />,
  form: {
    size: 'xl',
    initial: () => ({ status: 1, type: 1, taskType: 0, data: '' }),
    toInput: (values) => ({ ...values, cron: isInterval(values) ? null : values.cron, every: isInterval(values) ? values.every : null }),
    fields: [
      'name',
      { name: 'service', required: true, render: (ctx) => <ServiceSelect {...ctx} /> },
      { name: 'taskType', required: true },
      {
        name: 'cron',
        wide: true,
        required: true,
        visible: (v) => !isInterval(v),
        render: (ctx) => <CronField {...ctx} />,
        validate: (v, values) => {
          const c = checkCron(String(v ?? ''), 'en');
          return c.ok ? null : { id: c.errorId };
        },
      },
      { name: 'every', wide: true, required: true, visible: isInterval, render: (ctx) => <EveryField {...ctx} />, validate: (v) => (Number.isInteger(Number(v)) && Number(v) >= 1000 ? null : { id: 'task.every.invalid' }) },
      { name: 'data', wide: true, render: (ctx) => <DataEditor {...ctx} />, validate: (v) => (isObjectJson(String(v ?? '')) ? null : { id: 'task.data.json' }) },
      'limit',
      'type',
      'startDate',
      'endDate',
      { name: 'status', required: true },
      { name: 'remark', wide: true },
    ],
  },
});
