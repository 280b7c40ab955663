/** Messages of the file gate (files/own-files.ts): a file column takes only files of this product (zh-cn source, zh-tw, en). */
export const zhCn = {
  'upload.notOwnFile': '{field}只能是本系统上传的文件（请通过上传添加，不能填写外部地址）',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'upload.notOwnFile': '{field}只能是本系統上傳的檔案（請透過上傳新增，不能填寫外部位址）',
};

export const en: Record<keyof typeof zhCn, string> = {
  'upload.notOwnFile': '{field} must be a file uploaded to this system (upload it; outside addresses are not accepted)',
};
