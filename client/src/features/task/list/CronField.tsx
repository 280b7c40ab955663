/**
 * The cron control of the task form: checked as one types, described in the
 * interface language, with the next five run times. With an interval task
 * (taskType 1) the same preview lists the interval's next runs.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '@chakra-ui/react/box';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { checkCron, intervalRuns } from './cron.ts';
import { formatDateTime, type ControlProps } from '../../../entity/index.ts';

export function RunTimes({ times, title }: { times: Date[]; title: string }) {
  if (times.length === 0) return null;
  return (
    <Box mt="1.5" fontSize="xs" color="fg.muted" data-testid="task-next-runs">
      <Text fontWeight="medium">{title}</Text>
      <Box as="ol" ps="4" listStyleType="decimal">
        {times.map((d) => (
          <li key={d.getTime()}>{formatDateTime(d.toISOString())}</li>
        ))}
      </Box>
    </Box>
  );
}

export function CronField({ id, value, onChange, invalid, label }: ControlProps) {
  const intl = useIntl();
  const text = value == null ? '' : String(value);
  const check = useMemo(() => (text.trim() === '' ? null : checkCron(text, intl.locale)), [text, intl.locale]);
  return (
    <Box w="full">
      <Input
        id={id}
        name="cron"
        size="sm"
        fontFamily="mono"
        aria-label={label}
        aria-invalid={invalid || (check !== null && !check.ok) || undefined}
        placeholder={intl.formatMessage({ id: 'task.cron.placeholder' })}
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {check && !check.ok && (
        <Text mt="1" fontSize="xs" color="fg.error" role="alert">
          {intl.formatMessage({ id: check.errorId })}
        </Text>
      )}
      {check?.ok && (
        <>
          {check.description && (
            <Text mt="1" fontSize="sm" color="brand.fg" data-testid="task-cron-description">
              {check.description}
            </Text>
          )}
          <RunTimes times={check.next} title={intl.formatMessage({ id: 'task.nextRuns' })} />
        </>
      )}
    </Box>
  );
}

/** The interval's next runs under the every field. */
export function EveryField({ id, value, onChange, invalid, label, values }: ControlProps) {
  const intl = useIntl();
  const every = Number(value);
  const start = values.startDate ? new Date(String(values.startDate)) : null;
  const times = useMemo(() => intervalRuns(every, 5, new Date(), start && !Number.isNaN(start.getTime()) ? start : null), [every, values.startDate]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Box>
      <Input
        id={id}
        name="every"
        size="sm"
        type="number"
        min={1000}
        step={1000}
        aria-label={label}
        aria-invalid={invalid || undefined}
        value={value == null ? '' : String(value)}
        onChange={(e) => onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
      />
      <RunTimes times={times} title={intl.formatMessage({ id: 'task.nextRuns' })} />
    </Box>
  );
}
