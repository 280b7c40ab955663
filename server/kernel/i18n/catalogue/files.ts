/** Messages of uploads and the file space (zh-cn source, zh-tw, en). */
export const zhCn = {
  'upload.noFile': '请选择要上传的文件',
  'upload.tooMany': '一次最多上传{max}个文件',
  'upload.tooLarge': '文件“{name}”超过大小限制（最大{mb}MB）',
  'upload.badName': '文件名“{name}”不正确',
  'upload.typeMismatch': '文件“{name}”的内容与其类型不符',
  'upload.forbiddenType': '不允许上传此类文件：{name}',
  'upload.badKey': '文件标识不正确',
  'upload.oneFileForVersion': '上传新版本时一次只能选择一个文件',
  'space.typeHasDocuments': '分类“{name}”下还有{count}个文档，请先移走或删除这些文档',
  'space.typeHasChildren': '分类“{name}”下还有子分类，请先删除子分类',
  'space.typeIsOwnParent': '上级分类不能是自己或其下级',
  'space.privateUrl': '文件空间的文件只能通过上传添加',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'upload.noFile': '請選擇要上傳的檔案',
  'upload.tooMany': '一次最多上傳{max}個檔案',
  'upload.tooLarge': '檔案「{name}」超過大小限制（最大{mb}MB）',
  'upload.badName': '檔案名「{name}」不正確',
  'upload.typeMismatch': '檔案「{name}」的內容與其類型不符',
  'upload.forbiddenType': '不允許上傳此類檔案：{name}',
  'upload.badKey': '檔案標識不正確',
  'upload.oneFileForVersion': '上傳新版本時一次只能選擇一個檔案',
  'space.typeHasDocuments': '分類「{name}」下還有{count}個文件，請先移走或刪除這些文件',
  'space.typeHasChildren': '分類「{name}」下還有子分類，請先刪除子分類',
  'space.typeIsOwnParent': '上級分類不能是自己或其下級',
  'space.privateUrl': '檔案空間的檔案只能透過上傳新增',
};

export const en: Record<keyof typeof zhCn, string> = {
  'upload.noFile': 'Choose a file to upload',
  'upload.tooMany': 'Up to {max} files can be uploaded at once',
  'upload.tooLarge': 'The file "{name}" is larger than the limit of {mb} MB',
  'upload.badName': 'The file name "{name}" is not allowed',
  'upload.typeMismatch': 'The content of "{name}" does not match its file type',
  'upload.forbiddenType': 'Files of this type cannot be uploaded: {name}',
  'upload.badKey': 'The file key is not valid',
  'upload.oneFileForVersion': 'Choose a single file to upload a new version',
  'space.typeHasDocuments': 'The category "{name}" still holds {count} document(s); move or delete them first',
  'space.typeHasChildren': 'The category "{name}" still has sub-categories; delete them first',
  'space.typeIsOwnParent': 'A category cannot be its own parent or lie below itself',
  'space.privateUrl': 'Files of the file space can only be added by uploading them',
};
