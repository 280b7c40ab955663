/**
 * Messages of the staff's credential list and the owner page's documents
 * (server/modules/meeting/credential-list.ts, owner-files.ts,
 * docs/owner-voting.md).
 */
export const zhCn = {
  'ownerVote.badState': '凭证状态只能是：{values}',
  'ownerVote.badPaging': '页码须为正整数，每页最多 {max} 条',
  'ownerVote.noSuchFile': '本次会议没有这个文件',
  'ownerVote.tooManyReissues': '一次最多重新发放 {max} 位业主的凭证',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'ownerVote.badState': '憑證狀態只能是：{values}',
  'ownerVote.badPaging': '頁碼須為正整數，每頁最多 {max} 條',
  'ownerVote.noSuchFile': '本次會議沒有這個檔案',
  'ownerVote.tooManyReissues': '一次最多重新發放 {max} 位業主的憑證',
};

export const en: Record<keyof typeof zhCn, string> = {
  'ownerVote.badState': 'The credential state must be one of: {values}',
  'ownerVote.badPaging': 'The page must be a positive whole number, at most {max} rows a page',
  'ownerVote.noSuchFile': 'This meeting has no such file',
  'ownerVote.tooManyReissues': 'At most {max} owners can be reissued at once',
};
