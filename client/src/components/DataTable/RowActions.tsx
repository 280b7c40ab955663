/** The buttons of a row: save / cancel while the row is in inline edit, else the screen's own, inline edit, edit and delete (as permitted). */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import type { Row } from '../../entity/format.ts';
import type { InlineEdit } from '../../entity/table/useInlineEdit.ts';
import type { TableActions } from '../../entity/table/useTableActions.ts';
import { stopClick } from './InlineEditor.tsx';

interface Props<R extends Row> {
  row: R;
  actions: TableActions;
  edit: InlineEdit<R>;
  rowActions?: (row: R) => ReactNode;
  onEdit?: (row: R) => void;
  onDelete: (row: R) => void;
}

export function RowActions<R extends Row>({ row, actions, edit, rowActions, onEdit, onDelete }: Props<R>) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  if (edit.isEditing(row)) {
    const saving = edit.editing!.saving;
    return (
      <Flex gap="1" justify="flex-end" onClick={stopClick}>
        <Button size="xs" colorPalette="brand" loading={saving} aria-label={f('common.save')} onClick={() => edit.save(row)}>
          {f('common.save')}
        </Button>
        <Button size="xs" variant="outline" disabled={saving} onClick={edit.cancel}>
          {f('common.cancel')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap="1" justify="flex-end" wrap="nowrap" onClick={stopClick}>
      {rowActions?.(row)}
      {actions.canInline && (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => edit.start(row)} disabled={edit.editing != null}>
          {f('table.inlineEdit')}
        </Button>
      )}
      {actions.canEdit && (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onEdit!(row)}>
          {f('table.edit')}
        </Button>
      )}
      {actions.canDelete && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(row)}>
          {f('table.delete')}
        </Button>
      )}
    </Flex>
  );
}
