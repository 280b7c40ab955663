// Each import registers an entity or a topic with the builder and the REST table.
import './base/user.ts';
import './base/role.ts';
import './base/menu.ts';
import './base/department.ts';
import './base/param.ts';
import './base/log.ts';
import './base/person.ts';
import './base/comm.ts';
import './base/open.ts';
import './dict/dict.ts';
import '../realtime/subscriptions.ts';
import './area/area.ts';
import './business/business.ts';
import './info/info.ts';
import './resident/resident.ts';
import './space/space.ts';
import './misc.ts';
