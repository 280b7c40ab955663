/** Messages of resident services: advice, repairs, notices and banners (zh-cn source, zh-tw, en). */
export const zhCn = {
  'advice.alreadyHandled': '该建议已处理',
  'advice.replyFirst': '请先回复，再标记为已处理',
  'advice.cannotReset': '已受理的建议不能改回待处理',
  'advice.changedMeanwhile': '该建议的状态已被他人变更，请刷新后重试',
  'repair.type': '报修类型不在字典“物业报修类型”中',
  'repair.alreadyHandled': '该报修已处理',
  'repair.hasMeeting': '该报修已发起业主大会（会议ID：{id}）',
  'info.jump': '跳转地址需以 / 开头或是 http(s) 网址',
  'info.image': '图片地址需以 / 开头或是 http(s) 网址',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'advice.alreadyHandled': '該建議已處理',
  'advice.replyFirst': '請先回覆，再標記為已處理',
  'advice.cannotReset': '已受理的建議不能改回待處理',
  'advice.changedMeanwhile': '該建議的狀態已被他人變更，請刷新後重試',
  'repair.type': '報修類型不在字典「物業報修類型」中',
  'repair.alreadyHandled': '該報修已處理',
  'repair.hasMeeting': '該報修已發起業主大會（會議ID：{id}）',
  'info.jump': '跳轉地址需以 / 開頭或是 http(s) 網址',
  'info.image': '圖片地址需以 / 開頭或是 http(s) 網址',
};

export const en: Record<keyof typeof zhCn, string> = {
  'advice.alreadyHandled': 'This advice is already handled',
  'advice.replyFirst': 'Reply first, then mark it handled',
  'advice.cannotReset': 'An advice taken up cannot go back to pending',
  'advice.changedMeanwhile': 'Someone else changed this advice meanwhile; reload and try again',
  'repair.type': 'The repair type is not in the “Property repair types” dictionary',
  'repair.alreadyHandled': 'This repair is already handled',
  'repair.hasMeeting': "An owners' meeting was already started for this repair (meeting {id})",
  'info.jump': 'The link must start with / or be an http(s) URL',
  'info.image': 'The image address must start with / or be an http(s) URL',
};
