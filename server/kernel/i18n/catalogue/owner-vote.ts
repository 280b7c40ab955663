/**
 * Messages of owners voting from their phones: voting credentials and the
 * owner's ballot page (server/modules/meeting/credentials.ts,
 * owner-ballot.ts, docs/owner-voting.md).
 */
export const zhCn = {
  'ownerVote.notVoting': '会议不在投票阶段，不能发放投票凭证',
  'ownerVote.online': '{choice}（在线）',
  'ownerVote.sheet.title': '{name} 投票凭证',
  'ownerVote.sheet.building': '{building}栋',
  'ownerVote.sheet.owner': '业主',
  'ownerVote.sheet.houses': '房屋',
  'ownerVote.sheet.hint': '用手机扫描二维码，或打开 {link} 输入凭证码；确认时需输入登记手机号的后四位。请妥善保管，勿交给他人。',
  'ownerVote.badCode': '凭证码不正确',
  'ownerVote.badCheck': '手机号后四位（或身份证号后六位）不正确，还可尝试{left}次',
  'ownerVote.locked': '凭证已锁定（多次确认失败）。请联系业主委员会或物业服务中心重新发放凭证',
  'ownerVote.revoked': '凭证已作废（已重新发放）。请使用新凭证，或联系业主委员会',
  'ownerVote.otherDevice': '该凭证已在另一台设备上使用。如非本人操作，请联系业主委员会重新发放凭证',
  'ownerVote.tooManyTries': '尝试次数过多，请{seconds}秒后再试',
  'ownerVote.session': '页面已过期，请重新打开投票链接',
  'ownerVote.closed': '投票已结束，不能再投票或改票',
  'ownerVote.incomplete': '请对每个事项作出选择',
  'ownerVote.noPhone': '未登记手机号或身份证号，请联系业主委员会在纸质选票上投票',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'ownerVote.notVoting': '會議不在投票階段，不能發放投票憑證',
  'ownerVote.online': '{choice}（線上）',
  'ownerVote.sheet.title': '{name} 投票憑證',
  'ownerVote.sheet.building': '{building}棟',
  'ownerVote.sheet.owner': '業主',
  'ownerVote.sheet.houses': '房屋',
  'ownerVote.sheet.hint': '用手機掃描二維碼，或打開 {link} 輸入憑證碼；確認時需輸入登記手機號的後四位。請妥善保管，勿交給他人。',
  'ownerVote.badCode': '憑證碼不正確',
  'ownerVote.badCheck': '手機號後四位（或身分證號後六位）不正確，還可嘗試{left}次',
  'ownerVote.locked': '憑證已鎖定（多次確認失敗）。請聯繫業主委員會或物業服務中心重新發放憑證',
  'ownerVote.revoked': '憑證已作廢（已重新發放）。請使用新憑證，或聯繫業主委員會',
  'ownerVote.otherDevice': '該憑證已在另一台設備上使用。如非本人操作，請聯繫業主委員會重新發放憑證',
  'ownerVote.tooManyTries': '嘗試次數過多，請{seconds}秒後再試',
  'ownerVote.session': '頁面已過期，請重新打開投票鏈接',
  'ownerVote.closed': '投票已結束，不能再投票或改票',
  'ownerVote.incomplete': '請對每個事項作出選擇',
  'ownerVote.noPhone': '未登記手機號或身分證號，請聯繫業主委員會在紙質選票上投票',
};

export const en: Record<keyof typeof zhCn, string> = {
  'ownerVote.notVoting': 'The meeting is not in its voting stage: no voting credentials can be issued',
  'ownerVote.online': '{choice} (online)',
  'ownerVote.sheet.title': '{name} — voting credentials',
  'ownerVote.sheet.building': 'Building {building}',
  'ownerVote.sheet.owner': 'Owner',
  'ownerVote.sheet.houses': 'Houses',
  'ownerVote.sheet.hint': 'Scan the QR code with your phone, or open {link} and enter the code; you confirm with the last four digits of your registered phone number. Keep it safe and do not hand it to anyone.',
  'ownerVote.badCode': 'The code is not valid',
  'ownerVote.badCheck': 'The last digits do not match the registered phone or ID number; {left} tries left',
  'ownerVote.locked': 'This credential is locked after too many failed confirmations. Ask the owners’ committee or the property office for a new one',
  'ownerVote.revoked': 'This credential was replaced by a new one. Use the new credential, or ask the owners’ committee',
  'ownerVote.otherDevice': 'This credential is already in use on another device. If that was not you, ask the owners’ committee for a new one',
  'ownerVote.tooManyTries': 'Too many tries: try again in {seconds} s',
  'ownerVote.session': 'The page has expired: open your voting link again',
  'ownerVote.closed': 'Voting has ended: votes can no longer be cast or changed',
  'ownerVote.incomplete': 'Choose on every item',
  'ownerVote.noPhone': 'No phone or ID number is registered: ask the owners’ committee to vote on a paper ballot',
};
