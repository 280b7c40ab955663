/**
 * Messages of a full disk (zh-cn source, zh-tw, en): a write that met
 * ENOSPC/EDQUOT on the server's disk (an upload, an import's staging file)
 * or SQLSTATE 53100 in the database (kernel/disk-full.ts).
 */
export const zhCn = {
  'server.diskFull': '服务器磁盘空间不足，请联系管理员',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'server.diskFull': '伺服器磁碟空間不足，請聯絡管理員',
};

export const en: Record<keyof typeof zhCn, string> = {
  'server.diskFull': 'The server has run out of disk space; please contact the administrator',
};
