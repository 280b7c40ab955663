/**
 * Info templates (/info/template): name, label, type and meeting stage,
 * status, file, the custom fields (name and alias, SPEC §5) and the content:
 * rich text edited with the shared editor (loaded when the form opens), with
 * the `{{…}}` placeholders a meeting fills in (server/modules/meeting/template-fill.ts).
 */
import { InfoTemplate } from '../../../meta/entities.json';
import { InfoTemplateOperations, type InfoTemplateRow } from '../../../entity/generated/InfoTemplate.ts';
import { defineEntityScreen, entityMeta, StatusSwitch } from '../../../entity/index.ts';
import { RichTextControl } from '../../../components/RichText/RichTextControl.tsx';
import { checkFields, FieldsEditor, fieldList } from './FieldsEditor.tsx';

export const meta = entityMeta(InfoTemplate);

export default defineEntityScreen<InfoTemplateRow>({
  meta,
  ops: InfoTemplateOperations,
  columns: ['id', 'name', 'label', 'type', 'stage', { name: 'status', render: (r) => <StatusSwitch row={r} name={r.name} /> }, { name: 'fields', sortable: false, render: (r) => fieldList(r.fields).map((x) => x.name).join(', ') }, 'fileUrl', 'createTime'],
  hidden: ['id', 'fileUrl'],
  inlineEdit: ['name', 'label'],
  form: {
    size: 'xl',
    initial: () => ({ status: 1, type: 0, stage: 0, fields: [] }),
    values: (row) => ({ ...row, fields: fieldList(row.fields) }),
    fields: [
      'name',
      'label',
      { name: 'type', required: true },
      { name: 'stage', required: true },
      { name: 'status', required: true },
      'fileUrl',
      { name: 'fields', wide: true, render: (ctx) => <FieldsEditor {...ctx} />, validate: checkFields },
      { name: 'content', wide: true, helperTextId: 'template.content.help', render: (ctx) => <RichTextControl {...ctx} minHeight="320px" /> },
    ],
  },
});
