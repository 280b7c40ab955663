/**
 * Messages of the declared input bounds (zh-cn source, zh-tw, en): spreadsheets
 * and archives refused while they are read (crud/sheet.ts, kernel/archive.ts).
 * Each names the limit that was passed.
 */
export const zhCn = {
  'bounds.sheetColumns': '表格超出了第{max}列（{last}列）：导入文件最多{max}列，请使用导入模板',
  'bounds.sheetRows': '表格超出了第{max}行：导入文件最多{max}行',
  'bounds.sheetCells': '表格的单元格超过{max}个',
  'bounds.sheetStrings': '工作簿中的文本超过{max}条',
  'bounds.xlsxTags': '工作簿的结构过于复杂（超过{max}个XML元素）',
  'bounds.archiveEntry': '文件中的“{name}”解压后超过{mb}MB',
  'bounds.archiveTotal': '文件解压后超过{mb}MB',
  'bounds.archiveEntries': '文件中的部件超过{max}个',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'bounds.sheetColumns': '表格超出了第{max}欄（{last}欄）：匯入檔案最多{max}欄，請使用匯入範本',
  'bounds.sheetRows': '表格超出了第{max}列：匯入檔案最多{max}列',
  'bounds.sheetCells': '表格的儲存格超過{max}個',
  'bounds.sheetStrings': '活頁簿中的文字超過{max}條',
  'bounds.xlsxTags': '活頁簿的結構過於複雜（超過{max}個XML元素）',
  'bounds.archiveEntry': '檔案中的「{name}」解壓後超過{mb}MB',
  'bounds.archiveTotal': '檔案解壓後超過{mb}MB',
  'bounds.archiveEntries': '檔案中的部件超過{max}個',
};

export const en: Record<keyof typeof zhCn, string> = {
  'bounds.sheetColumns': 'The sheet reaches past column {max} ({last}); import files may have at most {max} columns, please use the import template',
  'bounds.sheetRows': 'The sheet reaches past row {max}; import files may have at most {max} rows',
  'bounds.sheetCells': 'The sheet has more than {max} cells',
  'bounds.sheetStrings': 'The workbook has more than {max} texts',
  'bounds.xlsxTags': 'The workbook is too complex (more than {max} XML elements)',
  'bounds.archiveEntry': 'The part "{name}" of the file inflates to more than {mb} MB',
  'bounds.archiveTotal': 'The file inflates to more than {mb} MB',
  'bounds.archiveEntries': 'The file holds more than {max} parts',
};
