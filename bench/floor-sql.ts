/**
 * The floor's statements (bench/floor-server.ts over HTTP, bench/floor-driver.ts
 * without): the user page the REST layer answers (POST /admin/base/sys/user/page,
 * same columns, department name and role names joined, dates formatted the same
 * way) as one joined statement, and its count.
 */
const ts = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;

export const FLOOR_ROWS = `
  SELECT u.id, ${ts('u."createTime"')} AS "createTime", ${ts('u."updateTime"')} AS "updateTime",
         u."departmentId", u."areaIds", u."userId", u."propertyCompany", u.name, u.username,
         u."nickName", u."headImg", u.phone, u.email, u.remark, u.status, u."passwordV", u."socketId",
         d.name AS "departmentName",
         (SELECT string_agg(r.name, ',') FROM base_sys_user_role ur JOIN base_sys_role r ON r.id = ur."roleId" WHERE ur."userId" = u.id) AS "roleName"
    FROM base_sys_user u
    LEFT JOIN base_sys_department d ON d.id = u."departmentId"
   ORDER BY u."createTime" DESC, u.id DESC
   LIMIT $1 OFFSET $2`;

export const FLOOR_COUNT = 'SELECT count(*)::int AS total FROM base_sys_user';
