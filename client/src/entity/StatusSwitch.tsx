/**
 * An on/off status in a list cell: a switch for those who may update the
 * row (turning it on saves at once; turning it off asks first, since it
 * disables the row at once), a badge for the others.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '@chakra-ui/react/badge';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useCan } from '../components/Can.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { CheckBox } from '../components/DataTable/index.ts';
import type { Row } from './format.ts';
import { useMetaText } from './labels.ts';
import { fieldOf, permOf } from './meta.ts';
import { message } from '../lib/message.ts';
import { useEntityController } from './EntityListScreen.tsx';

interface Props {
  row: Row;
  /** the status field (default `status`) and its on/off values (default 1/0) */
  field?: string;
  on?: number;
  off?: number;
  /** names the row in the switch's label and the question (username, title…) */
  name: string;
}

export function StatusSwitch({ row, field = 'status', on = 1, off = 0, name }: Props) {
  const intl = useIntl();
  const text = useMetaText();
  const can = useCan();
  const ctrl = useEntityController();
  const { meta } = ctrl.config;
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const value = row[field];
  // the declared value labels, else enabled/disabled
  const optionText = (v: unknown) => (fieldOf(meta, field)?.options ? text.option(meta, field, v) : intl.formatMessage({ id: v === on ? 'common.enabled' : 'common.disabled' }));
  const label = optionText(value);
  if (!can(permOf(meta, 'update'))) {
    return (
      <Badge size="sm" colorPalette={value === on ? 'green' : 'gray'}>
        {label}
      </Badge>
    );
  }
  const set = (to: number) => {
    setBusy(true);
    ctrl
      .save({ [field]: to }, row.rowId)
      .then(() => message.success(intl.formatMessage({ id: 'common.success' })))
      .catch((e: Error) => message.error(e.message))
      .finally(() => {
        setBusy(false);
        setAsking(false);
      });
  };
  return (
    <Flex align="center" gap="1.5">
      <CheckBox toggle ariaLabel={`${text.field(meta, field)} ${name}`} checked={value === on} disabled={busy} onChange={(checked) => (checked ? set(on) : setAsking(true))} />
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage({ id: 'status.off.title' }, { status: optionText(off) })}
        confirmLabel={optionText(off)}
        loading={busy}
        onConfirm={() => set(off)}
        onCancel={() => !busy && setAsking(false)}
      >
        {intl.formatMessage({ id: 'status.off.confirm' }, { name, status: optionText(off) })}
      </ConfirmDialog>
    </Flex>
  );
}
