/**
 * Messages of what the source system's web client needs of this server
 * (zh-cn source, zh-tw, en; docs/legacy-client.md): a community-owned add
 * that names no community and cannot be given one; a department delete
 * whose users can neither move to the top department nor be deleted.
 */
export const zhCn = {
  'area.choose': '请先选择小区（可选：{names}）',
  'area.noneHeld': '没有可用的小区，请先由管理员分配小区',
  'department.noTopForUsers': '部门下还有用户，但没有可接收他们的顶级部门：请先新建顶级部门，或删除时一并删除用户',
  'department.topOutOfScope': '部门下的用户将转到顶级部门“{name}”，但您的数据权限不包括该部门',
  'department.usersOutOfReach': '部门下有您无权删除的用户',
};

export const zhTw: Record<keyof typeof zhCn, string> = {
  'area.choose': '請先選擇社區（可選：{names}）',
  'area.noneHeld': '沒有可用的社區，請先由管理員分配社區',
  'department.noTopForUsers': '部門下還有使用者，但沒有可接收他們的頂級部門：請先新增頂級部門，或刪除時一併刪除使用者',
  'department.topOutOfScope': '部門下的使用者將轉到頂級部門「{name}」，但您的資料權限不包括該部門',
  'department.usersOutOfReach': '部門下有您無權刪除的使用者',
};

export const en: Record<keyof typeof zhCn, string> = {
  'area.choose': 'Choose a community first (one of: {names})',
  'area.noneHeld': 'You hold no community; an administrator must assign one first',
  'department.noTopForUsers': 'The department still has users and no top department is left to take them: add a top department first, or delete its users with it',
  'department.topOutOfScope': 'Its users would move to the top department "{name}", which your data permission does not cover',
  'department.usersOutOfReach': 'The department has users you may not delete',
};
