/**
 * Messages of what owners vote on being frozen (crud/freeze.ts, the
 * `frozen` declarations of meetings and vote items; docs/owner-voting.md
 * "Frozen once voting opens") and of the owner page's states (owner-state.ts).
 */
export const zhCn = {
  'freeze.meetingContent': '表决已开始，业主表决所依据的会议内容不能再修改：{field}',
  'freeze.itemContent': '表决已开始，表决事项的内容不能再修改：{field}',
  'freeze.itemRows': '表决已开始，不能再增加、删除或恢复表决事项',
  'freeze.itemCounted': '已计票，表决事项的名称和结果不能再修改：{field}',
  'ownerVote.notYetOpen': '投票尚未开始，将于 {start} 开始',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'freeze.meetingContent': '表決已開始，業主表決所依據的會議內容不能再修改：{field}',
  'freeze.itemContent': '表決已開始，表決事項的內容不能再修改：{field}',
  'freeze.itemRows': '表決已開始，不能再增加、刪除或恢復表決事項',
  'freeze.itemCounted': '已計票，表決事項的名稱和結果不能再修改：{field}',
  'ownerVote.notYetOpen': '投票尚未開始，將於 {start} 開始',
};

export const en: Record<keyof typeof zhCn, string> = {
  'freeze.meetingContent': 'Voting has begun: what owners vote on can no longer be changed ({field})',
  'freeze.itemContent': 'Voting has begun: the vote item can no longer be changed ({field})',
  'freeze.itemRows': 'Voting has begun: vote items can no longer be added, deleted or restored',
  'freeze.itemCounted': 'The votes are counted: the item’s name and result can no longer be changed ({field})',
  'ownerVote.notYetOpen': 'Voting has not opened yet; it opens on {start}',
};
