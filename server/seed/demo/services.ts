/**
 * The demo's daily life, written through the entities' services: advice and
 * complaints in every status with staff replies and residents' messages
 * (photos on some), repairs pending and handled, notices (one scheduled,
 * one draft deleted into the recycle bin), banners, the file space's
 * categories and documents (one with two versions), the demo shop's goods
 * and a sample notify plugin (installed, not enabled). Files are generated
 * (media.ts) and stored through the upload pipeline.
 */
import { zipSync } from 'fflate';
import type { Ctx } from '../../kernel/context.ts';
import { addRow, deleteRows, updateRow } from '../../crud/service.ts';
import { adviceInfo } from '../../modules/business/advice-info.ts';
import { adviceReply } from '../../modules/business/advice-reply.ts';
import { repairInfo } from '../../modules/business/repair-info.ts';
import { infoNotice } from '../../modules/info/notice.ts';
import { infoBanner } from '../../modules/info/banner.ts';
import { spaceType } from '../../modules/space/type.ts';
import { uploadDocuments } from '../../modules/space/info.ts';
import { demoGoods } from '../../modules/demo/goods.ts';
import { install } from '../../modules/plugin/info.ts';
import type { Community } from './community.ts';
import type { Staff } from './staff.ts';
import { badgePng, bannerSvg, fileOf, PALETTES, photoSvg, productSvg, sitePlanSvg, textPdf } from './media.ts';
import type { Rand } from './random.ts';
import type { Timeline } from './timeline.ts';

async function storePublic(ctx: Ctx, name: string, svg: string): Promise<string> {
  const [f] = await ctx.files.store(ctx.db, [fileOf(name, svg, 'image/svg+xml')], 'public');
  return f!.url;
}

// ------------------------------------------------------------------ advice and complaints

interface AdviceSeed {
  title: string;
  content: string;
  /** 0 建议, 1 投诉, 2 报修 */
  type: 0 | 1 | 2;
  /** 0 业委会, 1 物业, 2 居委会 */
  to: 0 | 1 | 2;
  reply: string;
  photo?: string;
  /** A resident's message after the reply (on a handled one: it reopens it). */
  followUp?: string;
}

const ADVICE: AdviceSeed[] = [
  { title: '5栋楼道声控灯不亮', content: '5栋2单元三楼到五楼的声控灯已经坏了一个星期，晚上上下楼很不安全。', type: 2, to: 1, reply: '已安排电工今天下午更换声控开关和灯泡，给您带来不便深表歉意。', photo: '5栋2单元三楼楼道' },
  { title: '建议增加儿童游乐设施', content: '小区中心花园的滑梯已经很旧了，建议更新并增加适合低龄儿童的游乐设施，地面铺设软胶。', type: 0, to: 0, reply: '感谢建议，业委会已列入下季度公共收益使用计划，将征求业主意见后实施。' },
  { title: '地下车库有人长期占用消防通道', content: '地下车库B区消防通道每天晚上都停着两辆车，多次提醒无效。', type: 1, to: 1, reply: '保安已张贴告知单并联系车主，今晚起加强巡查，仍占用的将报请消防部门处理。', photo: '地下车库B区消防通道' },
  { title: '垃圾分类投放点异味严重', content: '3栋旁边的垃圾投放点夏天异味很重，希望增加清运次数并定期冲洗。', type: 1, to: 1, reply: '已将清运次数由每日一次调整为两次，并安排每周两次冲洗消毒。', followUp: '这周好多了，谢谢！' },
  { title: '建议在东门增设快递柜', content: '东门附近没有快递柜，老人取快递要走到北门，希望在东门增设一组。', type: 0, to: 1, reply: '已联系快递柜运营商现场查看，初步选址在东门岗亭北侧，确定后公示。' },
  { title: '楼上深夜噪音扰民', content: '7栋1单元802每天晚上十一点以后还有拖拽家具的声音，影响休息。', type: 1, to: 2, reply: '社区网格员已上门沟通，住户表示会注意，请您有情况随时反馈。', followUp: '昨晚又有声音，持续到十二点多。' },
  { title: '小区南门门禁经常失灵', content: '南门人脸识别门禁这几天经常识别不出来，早上排队很久。', type: 2, to: 1, reply: '门禁厂家已远程排查，是摄像头补光故障，明天上午上门更换。', photo: '南门人脸识别门禁' },
  { title: '建议公示上半年公共收益收支', content: '希望业委会按季度公示公共收益的收入和支出明细。', type: 0, to: 0, reply: '上半年公共收益收支明细已在公告栏和文件空间“财务公开”栏目公示，欢迎查阅。' },
  { title: '绿化带被占用种菜', content: '6栋前面的绿化带被个别业主开垦种菜，还用了粪肥，气味很大。', type: 1, to: 1, reply: '已与相关业主沟通，本周内恢复绿化，物业将补种草皮。', photo: '6栋前绿化带' },
  { title: '电梯运行时有异响', content: '4栋2单元电梯运行到七楼左右有明显的摩擦声。', type: 2, to: 1, reply: '维保单位已检查，是导靴磨损，已更换，运行正常。' },
  { title: '希望增加夜间巡逻', content: '最近听说附近小区有电动车被盗，建议夜间增加巡逻频次。', type: 0, to: 1, reply: '自本周起夜间巡逻由两次增加为四次，并对车棚监控进行了检修。' },
  { title: '宠物粪便无人清理', content: '中心花园步道上经常有狗狗粪便，希望物业提醒养宠业主文明养犬。', type: 1, to: 2, reply: '已在步道增设宠物便袋箱和提示牌，社区将开展文明养犬宣传。' },
  { title: '建议设置电动自行车充电区', content: '很多人把电动车推进楼道充电，非常危险，建议在车库设置集中充电区。', type: 0, to: 0, reply: '业委会已就增设集中充电设施召开业主大会会议，投票正在进行，欢迎参与。' },
  { title: '外墙瓷砖脱落', content: '8栋西侧外墙有瓷砖脱落，掉在人行道上，差点砸到人。', type: 2, to: 1, reply: '已拉设警戒线，安排高空作业人员排查同一立面，脱落部位已修补。', photo: '8栋西侧外墙' },
  { title: '物业费缴费渠道建议', content: '希望物业费可以通过小程序在线缴纳，并开具电子发票。', type: 0, to: 1, reply: '小程序缴费功能已开通，电子发票将于下月上线。' },
  { title: '健身器材损坏', content: '中心花园的漫步机扶手断了，老人使用有危险。', type: 2, to: 1, reply: '已停用并挂牌，配件已订购，预计三天内修复。', photo: '中心花园健身器材' },
  { title: '装修垃圾乱堆放', content: '3栋1单元门口堆了很多装修垃圾，已经一周没人清理。', type: 1, to: 1, reply: '已联系装修业主限期清运，物业将代为清理并按装修管理规定收取费用。' },
  { title: '建议组织邻里活动', content: '希望居委会组织一些亲子和老年人活动，增进邻里交流。', type: 0, to: 2, reply: '本月将举办邻里节活动，详情请关注公告。' },
  { title: '水压偏低', content: '7栋高层早晚用水高峰时水压很低，热水器打不着火。', type: 2, to: 1, reply: '二次供水加压泵已调整运行参数，请您明天早上再观察。', followUp: '今天早上水压正常了。' },
  { title: '车位被陌生车辆占用', content: '我的产权车位经常被外来车辆占用，希望加强车辆出入管理。', type: 1, to: 1, reply: '已对访客车辆实行登记放行，并在您的车位安装了地锁。' },
  { title: '建议更换小区大门口的破损地砖', content: '大门口人行道有几块地砖松动，下雨天踩上去会溅水。', type: 0, to: 1, reply: '' },
  { title: '楼道被杂物堆放', content: '5栋1单元六楼楼道堆放纸箱和旧家具，存在消防隐患。', type: 1, to: 1, reply: '' },
  { title: '希望开通业委会接待日', content: '建议业委会每月固定一天在业主服务中心接待业主。', type: 0, to: 0, reply: '' },
  { title: '窨井盖松动', content: '4栋前面道路上的窨井盖松动，车辆经过时响声很大。', type: 2, to: 1, reply: '', photo: '4栋前道路窨井盖' },
  { title: '夜间广场舞音量过大', content: '晚上九点以后中心广场音响声音还很大。', type: 1, to: 2, reply: '' },
  { title: '建议增加非机动车停放架', content: '北门附近自行车乱停，建议增加停放架。', type: 0, to: 1, reply: '' },
  { title: '游泳池开放时间咨询', content: '今年小区游泳池什么时候开放？是否需要办卡？', type: 0, to: 1, reply: '' },
  { title: '消防栓箱玻璃破损', content: '6栋2单元一楼消防栓箱玻璃碎了。', type: 2, to: 1, reply: '', photo: '6栋2单元消防栓箱' },
];

/** Statuses by position: the newest are waiting, then some being handled, most handled (two of those reopened by a message). */
async function seedAdvice(ctx: Ctx, c: Community, staff: Staff, r: Rand, time: Timeline): Promise<void> {
  // The service desk answers and closes them.
  const desk: Ctx = { ...ctx, viewer: staff.desk };
  // Oldest first, on days of the month as they came (the newest, still waiting, the last days').
  const days = ADVICE.map(() => r.int(0, 29)).sort((a, b) => b - a);
  for (const [i, a] of ADVICE.entries()) {
    const created = time.at(days[i]!, r.int(7, 21), r.int(0, 59));
    const author = c.appUsers[(i * 7) % c.appUsers.length]!;
    const images = a.photo ? [await storePublic(ctx, `${a.photo}.svg`, photoSvg(a.photo, (i * 53) % 360))] : undefined;
    const id = await addRow(ctx, adviceInfo, { areaId: c.areaId, userId: author.id, type: a.type, objectType: a.to, title: a.title, content: `<p>${a.content}</p>`, images });
    let last = created;
    if (a.reply) {
      const replied = time.after(created, 60 * r.int(2, 20));
      const replyImages = a.photo && i % 2 === 0 ? [await storePublic(ctx, `${a.photo}（处理后）.svg`, photoSvg(`${a.photo}（处理后）`, (i * 53 + 120) % 360))] : undefined;
      const rid = await addRow(desk, adviceReply, { adviceId: id, type: 1, content: `<p>${a.reply}</p>`, images: replyImages });
      time.stamp('AdviceReply', rid, replied);
      last = replied;
      // About three in four replied ones are then marked handled (a status sent through update runs the same move as `handle`).
      const handled = i % 4 !== 3;
      if (handled) {
        last = time.after(replied, 60 * r.int(20, 50));
        await updateRow(desk, adviceInfo, { id, status: 2 });
      }
      if (a.followUp) {
        const said = time.after(last, 60 * r.int(6, 30));
        const mid = await addRow(ctx, adviceReply, { adviceId: id, type: 0, userId: author.id, content: `<p>${a.followUp}</p>` });
        time.stamp('AdviceReply', mid, said);
        last = said;
        // A thank-you closes it again; a complaint that goes on stays open.
        if (/谢谢|正常/.test(a.followUp)) {
          const ok = await addRow(desk, adviceReply, { adviceId: id, type: 1, content: '<p>感谢您的反馈，如有问题请随时联系我们。</p>' });
          last = time.after(said, 45);
          time.stamp('AdviceReply', ok, last);
          await updateRow(desk, adviceInfo, { id, status: 2 });
        }
      }
    }
    time.stamp('AdviceInfo', id, created, last);
  }
}

// ------------------------------------------------------------------ repairs

interface RepairSeed {
  title: string;
  /** propertyRepairType: 1 水电维修, 2 门窗维修, 3 公共设施, 4 电梯, 5 其他 */
  type: 1 | 2 | 3 | 4 | 5;
  remark?: string;
  photo?: string;
}

const REPAIRS: RepairSeed[] = [
  { title: '3栋1单元502厨房下水管漏水', type: 1, remark: '更换下水管接头及密封圈，已试水无渗漏。', photo: '厨房下水管' },
  { title: '4栋2单元单元门闭门器损坏', type: 2, remark: '更换闭门器，调整关门速度。' },
  { title: '中心花园路灯不亮（3盏）', type: 3, remark: '更换LED灯具3套，检查线路正常。', photo: '中心花园路灯' },
  { title: '5栋1单元电梯按钮失灵', type: 4, remark: '更换7楼外呼按钮板。' },
  { title: '6栋地下室积水', type: 1, remark: '疏通排水沟并清理集水井，排水泵检修完毕。', photo: '6栋地下室' },
  { title: '7栋1单元1203窗户密封条老化', type: 2, remark: '更换窗户密封条，属业主自用部分，按有偿服务标准收费。' },
  { title: '北门道闸杆被撞断', type: 3, remark: '更换道闸杆，已向肇事车主追偿。', photo: '北门道闸' },
  { title: '8栋2单元楼道墙皮脱落', type: 5, remark: '铲除空鼓墙皮，重新批荡刷漆。' },
  { title: '3栋公共卫生间水箱漏水', type: 1, remark: '更换进水阀。' },
  { title: '车库入口减速带松动', type: 3, remark: '重新打孔固定减速带。' },
  { title: '4栋1单元电梯轿厢照明闪烁', type: 4, remark: '更换轿厢照明灯管与镇流器。' },
  { title: '儿童游乐区围栏松动', type: 3, remark: '紧固围栏螺栓，更换两根立柱。', photo: '儿童游乐区围栏' },
  { title: '5栋2单元901卫生间天花板渗水', type: 1, remark: '经查为1001防水层破损，已协调楼上业主维修。' },
  { title: '6栋1单元单元门禁读卡器故障', type: 2, remark: '更换读卡模块。' },
  { title: '小区东门监控画面模糊', type: 3, remark: '清洁镜头并调整焦距。' },
  { title: '7栋2单元消防应急灯不亮', type: 5, remark: '更换应急灯电池。' },
  { title: '8栋1单元2001空调冷凝水管脱落', type: 5, remark: '重新固定冷凝水管。' },
  { title: '3栋1单元电梯曳引主机异响', type: 4, photo: '3栋1单元电梯机房' },
  { title: '游泳池循环泵漏水', type: 1, photo: '游泳池泵房' },
  { title: '4栋2单元信报箱门损坏', type: 2 },
  { title: '中心花园喷泉水泵不工作', type: 3 },
  { title: '6栋2单元1502入户门锁芯故障', type: 2 },
  { title: '地下车库C区照明线路跳闸', type: 1, photo: '地下车库C区' },
  { title: '5栋屋面防水层起鼓', type: 5 },
];

/** Answers the repair that needs the maintenance fund (the lift's traction machine). */
async function seedRepairs(ctx: Ctx, c: Community, staff: Staff, r: Rand, time: Timeline): Promise<number> {
  // The maintenance lead marks them handled.
  const crew: Ctx = { ...ctx, viewer: staff.repairs };
  const days = REPAIRS.map(() => r.int(0, 29)).sort((a, b) => b - a);
  let lift = 0;
  for (const [i, rep] of REPAIRS.entries()) {
    const created = time.at(days[i]!, r.int(7, 20), r.int(0, 59));
    const images = rep.photo ? [await storePublic(ctx, `${rep.photo}.svg`, photoSvg(rep.photo, (i * 41) % 360))] : undefined;
    const author = c.appUsers[(i * 11 + 3) % c.appUsers.length]!;
    const id = await addRow(ctx, repairInfo, { areaId: c.areaId, userId: author.id, title: rep.title, type: rep.type, images });
    let last = created;
    if (rep.remark) {
      // Marked handled through update (the same move as `handle`: who and when are recorded).
      await updateRow(crew, repairInfo, { id, status: 1, handleRemark: rep.remark });
      last = time.after(created, 60 * r.int(3, 40));
      await ctx.db.repairInfo.update({ where: { id }, data: { handledTime: last } });
    }
    if (rep.title.includes('曳引主机')) lift = id;
    time.stamp('RepairInfo', id, created, last);
  }
  return lift;
}

// ------------------------------------------------------------------ notices, banners

const NOTICES: { title: string; content: string; daysAgo: number; cover?: number }[] = [
  { title: '关于小区二次供水水箱清洗的停水通知', content: '<p>为保障饮用水卫生，物业将于本周六8:00—14:00对3至8栋二次供水水箱进行清洗消毒，届时将暂停供水，请业主提前储水。</p>', daysAgo: 28, cover: 0 },
  { title: '消防安全演练通知', content: '<p>本月中旬将组织全体住户参加消防疏散演练，届时消防警铃将鸣响，请勿惊慌，按工作人员指引有序疏散。</p>', daysAgo: 24 },
  { title: '垃圾分类新规实施提示', content: '<p>根据《深圳市生活垃圾分类管理条例》，请业主将厨余垃圾、可回收物、有害垃圾和其他垃圾分类投放。定时投放时间为每天7:00—9:00、19:00—21:00。</p>', daysAgo: 21, cover: 1 },
  { title: '电梯年度检验公告', content: '<p>特种设备检验机构将于下周对小区全部电梯进行年度检验，检验期间各单元电梯将轮流停运约两小时。</p>', daysAgo: 17 },
  { title: '物业服务费收支情况公示（上半年）', content: '<p>上半年物业服务费收入、支出及公共收益明细已在业主服务中心和文件空间“财务公开”栏目公示，公示期十五日。</p>', daysAgo: 14 },
  { title: '防汛防台风温馨提示', content: '<p>台风季节即将来临，请业主关好门窗、收起阳台花盆等易坠物品，地下车库车辆如遇暴雨预警请及时移出。</p>', daysAgo: 9, cover: 2 },
  { title: '业委会接待日安排', content: '<p>自本月起，业主委员会每月第一个周六9:00—11:30在业主服务中心接待业主，听取意见和建议。</p>', daysAgo: 5 },
  { title: '邻里节活动报名', content: '<p>本月下旬将在中心花园举办邻里节，设有亲子游戏、二手市集和义诊服务，欢迎报名参加。</p>', daysAgo: 2, cover: 3 },
  { title: '小区绿化修剪作业通知', content: '<p>今明两天将对小区乔木进行修剪，作业区域将临时围挡，请绕行并看管好儿童。</p>', daysAgo: 0 },
];

async function seedNotices(ctx: Ctx, c: Community, time: Timeline): Promise<void> {
  for (const [i, n] of NOTICES.entries()) {
    const cover = n.cover === undefined ? undefined : await storePublic(ctx, `notice-${i}.svg`, bannerSvg(n.title.slice(0, 14), '阳光花园小区 · 公告', PALETTES[n.cover % PALETTES.length]!));
    const id = await addRow(ctx, infoNotice, { areaId: c.areaId, title: n.title, content: n.content, cover, status: 1 });
    await ctx.db.infoNotice.update({ where: { id }, data: { viewCount: 20 + ((i * 37) % 160) } });
    time.stamp('InfoNotice', id, time.at(n.daysAgo, 9, 30 + i));
  }
  // Scheduled: saved with a publication time ahead, it stays closed until the system task opens it.
  const later = await addRow(ctx, infoNotice, { areaId: c.areaId, title: '中秋节游园活动预告', content: '<p>中秋节当晚19:00在中心广场举办游园活动，猜灯谜、品月饼，欢迎业主携家人参加。</p>', publishTime: time.ahead(5, 9) });
  time.stamp('InfoNotice', later, time.at(1, 16));
  // A draft written twice: the copy is deleted, into the recycle bin.
  const draft = await addRow(ctx, infoNotice, { areaId: c.areaId, title: '小区绿化修剪作业通知（草稿）', content: '<p>今明两天将对小区乔木进行修剪。</p>', status: 0 });
  time.stamp('InfoNotice', draft, time.at(0, 8, 50));
  await deleteRows(ctx, infoNotice, [draft]);
}

async function seedBanners(ctx: Ctx, c: Community, time: Timeline): Promise<void> {
  const banners = [
    { title: '第三届业主委员会选举结果公告', subtitle: '感谢每一位参与投票的业主', jump: null },
    { title: '电动自行车集中充电设施', subtitle: '业主大会投票进行中，请在截止前投票', jump: null },
    { title: '邻里节 · 一起来玩', subtitle: '亲子游戏 · 二手市集 · 义诊服务', jump: null },
  ];
  for (const [i, b] of banners.entries()) {
    const image = await storePublic(ctx, `banner-${i + 1}.svg`, bannerSvg(b.title, b.subtitle, PALETTES[(i + 1) % PALETTES.length]!));
    const id = await addRow(ctx, infoBanner, { areaId: c.areaId, title: b.title, image, sort: i + 1, status: 1, content: `<p>${b.subtitle}</p>` });
    time.stamp('InfoBanner', id, time.at(6 - i * 2, 11));
  }
}

// ------------------------------------------------------------------ the file space

async function seedSpace(ctx: Ctx, c: Community, time: Timeline): Promise<void> {
  const category = async (name: string, parentId: number | null, at: Date) => {
    const id = await addRow(ctx, spaceType, { areaId: c.areaId, name, parentId });
    time.stamp('SpaceType', id, at);
    return id;
  };
  const upload = async (classifyId: number, file: File, at: Date, key?: string) => {
    const docs = await uploadDocuments(ctx, { files: [file], classifyId, key });
    for (const d of docs) time.stamp('SpaceInfo', d.id, at);
    return docs[0]!;
  };
  const archive = await category('小区档案', null, time.at(29, 9));
  const drawings = await category('规划与竣工资料', archive, time.at(29, 9, 5));
  const contracts = await category('合同与协议', archive, time.at(29, 9, 10));
  const meetings = await category('业主大会', null, time.at(29, 9, 15));
  const minutes = await category('会议纪要', meetings, time.at(29, 9, 20));
  const finance = await category('财务公开', null, time.at(29, 9, 25));

  const buildings = [...new Set(c.houses.map((h) => h.buildingNo))].sort((a, b) => Number(a) - Number(b));
  await upload(drawings, fileOf('小区总平面示意图.svg', sitePlanSvg('阳光花园小区', buildings), 'image/svg+xml'), time.at(28, 10));
  await upload(drawings, fileOf('竣工验收备案表.pdf', textPdf('竣工验收备案表', ['工程名称：阳光花园小区3至8栋住宅', '建设单位：阳光置业有限公司', '竣工验收日期：2016年10月', '备案结论：准予备案']), 'application/pdf'), time.at(28, 10, 5));
  // The property service contract, signed again: its second version replaces the first, which stays in its history.
  const contract = await upload(contracts, fileOf('物业服务合同.pdf', textPdf('物业服务合同', ['甲方：阳光花园小区业主大会', '乙方：阳光物业服务有限公司', '服务期限：三年', '物业服务费：每月每平方米2.80元']), 'application/pdf'), time.at(27, 15));
  const renewed = await upload(contracts, fileOf('物业服务合同（续签）.pdf', textPdf('物业服务合同（续签）', ['甲方：阳光花园小区业主大会', '乙方：阳光物业服务有限公司', '服务期限：三年（续聘，经业主大会表决通过）', '物业服务费：每月每平方米2.80元']), 'application/pdf'), time.at(2, 16), contract.key ?? undefined);
  time.stamp('SpaceInfo', renewed.id, time.at(27, 15), time.at(2, 16));
  for (const v of await ctx.db.spaceVersion.findMany({ where: { spaceId: renewed.id }, select: { id: true } })) time.stamp('SpaceVersion', v.id, time.at(27, 15));
  await upload(minutes, fileOf('业委会第十二次会议纪要.pdf', textPdf('业委会第十二次会议纪要', ['时间：本月初 19:30', '地点：业主服务中心', '议题一：续聘物业服务企业', '议题二：换届选举工作安排', '议题三：电动自行车集中充电设施']), 'application/pdf'), time.at(25, 20));
  await upload(finance, fileOf('公共收益收支明细（上半年）.pdf', textPdf('公共收益收支明细（上半年）', ['广告位收入：42,600元', '停车场收入：186,300元', '支出：公共设施维修 58,200元', '结余：170,700元']), 'application/pdf'), time.at(14, 10));
}

// ------------------------------------------------------------------ the demo shop and a sample plugin

const GOODS = [
  { title: '无线降噪耳机', price: '599.00', type: 1, stock: 120 },
  { title: '智能手表', price: '1299.00', type: 1, stock: 45 },
  { title: '纯棉T恤', price: '89.00', type: 2, stock: 300 },
  { title: '有机大米 5kg', price: '79.90', type: 3, stock: 200 },
  { title: '精品咖啡豆', price: '118.00', type: 3, stock: 80 },
  { title: '北欧风落地灯', price: '359.00', type: 4, stock: 30 },
];

async function seedGoods(ctx: Ctx, time: Timeline): Promise<void> {
  for (const [i, g] of GOODS.entries()) {
    const mainImage = await storePublic(ctx, `goods-${i + 1}.svg`, productSvg(g.title, PALETTES[i % PALETTES.length]!));
    const id = await addRow(ctx, demoGoods, { ...g, description: `<p>${g.title}，演示商品。</p>`, mainImage, status: i === 5 ? 0 : 1 });
    time.stamp('DemoGoods', id, time.at(20 - i * 3, 14));
  }
}

async function seedPlugin(ctx: Ctx): Promise<void> {
  if (await ctx.db.pluginInfo.findUnique({ where: { keyName: 'sms-notify' }, select: { id: true } })) return;
  const manifest = {
    name: '短信通知网关',
    keyName: 'sms-notify',
    hook: 'notify',
    version: '1.0.0',
    author: '社区治理管理后台',
    description: '公告发布、建议答复时，向短信或消息网关推送通知（示例插件，填写网关地址后启用）。',
    config: {
      type: 'object',
      properties: {
        url: { type: 'string', title: '网关地址', format: 'uri' },
        secret: { type: 'string', title: '签名密钥', format: 'password' },
        retries: { type: 'integer', title: '重试次数', minimum: 0, maximum: 5, default: 1 },
      },
      required: ['url'],
    },
  };
  const zip = zipSync({
    'plugin.json': new TextEncoder().encode(JSON.stringify(manifest)),
    'README.md': new TextEncoder().encode('# 短信通知网关\n\n公告发布、建议答复时，向短信网关 POST 一条 JSON 通知（带 HMAC 签名）。\n\n填写网关地址后启用。\n'),
    'logo.png': new Uint8Array(badgePng(64, [30, 111, 217])),
  });
  const answer = await install(ctx, [fileOf('sms-notify.zip', zip, 'application/zip')], true);
  if (answer) throw new Error(`demo plugin refused: ${answer.message}`);
}

export async function seedServices(ctx: Ctx, c: Community, staff: Staff, r: Rand, time: Timeline): Promise<{ liftRepair: number }> {
  await seedAdvice(ctx, c, staff, r, time);
  const liftRepair = await seedRepairs(ctx, c, staff, r, time);
  await seedNotices(ctx, c, time);
  await seedBanners(ctx, c, time);
  await seedSpace(ctx, c, time);
  await seedGoods(ctx, time);
  await seedPlugin(ctx);
  return { liftRepair };
}
