/**
 * The notice templates of the base seed: one for every public-notice stage
 * (1, 3, 5, 7, 9: stages.ts NOTICE_STAGES) of a general meeting, and the
 * election's and the maintenance-fund repair's own where their notices say
 * something else. A meeting's notice is filled from them
 * (meeting/template-fill.ts: the {{…}} placeholders), so a new
 * installation can leave every public-notice stage without writing a
 * template first.
 *
 * The texts live here only, keyed by `label` (unique, stable: what
 * info/template getByLabel finds). The seed stores the zh-cn text in the
 * row's own columns; the translations of the seeded rows attach to the same
 * entries (`text['zh-tw']`, `text.en`).
 */
import { RELATION_ELECTION, RELATION_REPAIR } from '../modules/meeting/stages.ts';

export interface NoticeTemplateText {
  name: string;
  content: string;
}

export interface NoticeTemplateSeed {
  /** Stable key of the template (info_template.label). */
  label: string;
  /** What the meeting is about: 0 一般事务, 1 维修, 2 选举 (the meeting's relationType). */
  type: 0 | typeof RELATION_REPAIR | typeof RELATION_ELECTION;
  /** The public-notice stage it fills (1, 3, 5, 7 or 9). */
  stage: 1 | 3 | 5 | 7 | 9;
  /** By language; zh-cn is what the seed writes. */
  text: { 'zh-cn': NoticeTemplateText } & Partial<Record<'zh-tw' | 'en', NoticeTemplateText>>;
}

const SIGNED = '<p>特此公告。</p><p>{{meeting.areaName}}业主委员会</p><p>{{today}}</p>';

export const NOTICE_TEMPLATES: readonly NoticeTemplateSeed[] = [
  // ---------------------------------------------------------------- general matters
  {
    label: 'notice.general.1',
    type: 0,
    stage: 1,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}立项公告',
        content:
          '<h2>{{meeting.name}}立项公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>根据《中华人民共和国民法典》第二百七十八条和《业主大会和业主委员会指导规则》的规定，业主委员会决定就下列事项召开业主大会会议，现予立项公告。</p>' +
          '<p><strong>事项说明：</strong>{{meeting.description}}</p><p><strong>会议期间：</strong>{{meeting.startTime}} 至 {{meeting.endTime}}</p>' +
          '<p><strong>拟表决事项：</strong></p>{{items}}' +
          '<p>公告期间，业主对上述事项有意见或建议的，请以书面形式向业主委员会提出。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.general.3',
    type: 0,
    stage: 3,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}会议通知',
        content:
          '<h2>关于召开{{meeting.name}}的通知</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>依照《业主大会和业主委员会指导规则》第二十二条，现将会议议题、时间和表决方式公告如下。</p>' +
          '<p><strong>会议议题：</strong></p>{{items}}' +
          '<p><strong>投票时间：</strong>{{meeting.voteStartTime}} 至 {{meeting.voteEndTime}}</p>' +
          '<p><strong>表决方式：</strong>书面投票（纸质表决票由楼栋长送达，亦可在业主服务中心领取）与线上投票并行，以业主最后一次提交的意见为准。</p>' +
          '<p>每位业主（含一人持有多套房屋的业主）按一人计算，专有部分面积合并计算；建设单位未出售的房屋按一人计算。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.general.5',
    type: 0,
    stage: 5,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}投票公告',
        content:
          '<h2>{{meeting.name}}投票公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>{{meeting.name}}将于{{meeting.voteStartTime}}开始投票，{{meeting.voteEndTime}}截止。表决事项及其通过规则如下：</p>{{items}}' +
          '<p>表决须经专有部分面积占比三分之二以上且人数占比三分之二以上的业主参与；一般事项经参与表决业主的专有部分面积及人数均过半数同意通过，重大事项须均达四分之三以上同意。</p>' +
          '<p>请各位业主在截止时间前完成投票。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.general.7',
    type: 0,
    stage: 7,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}投票结束公告',
        content:
          '<h2>{{meeting.name}}投票结束公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>{{meeting.name}}投票已于{{meeting.voteEndTime}}截止。本次会议参与表决的房屋共{{meeting.participants}}户，业主{{meeting.owners}}人，专有部分总面积{{meeting.totalArea}}平方米；' +
          '已投票业主{{meeting.votedOwners}}人，其专有部分面积{{meeting.votedArea}}平方米。</p>' +
          '<p>业主委员会将在业主代表和社区居委会的监督下唱票、计票，结果另行公告。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.general.9',
    type: 0,
    stage: 9,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}表决结果公告',
        content:
          '<h2>{{meeting.name}}表决结果公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>{{meeting.name}}已完成计票。参与表决的房屋共{{meeting.participants}}户，业主{{meeting.owners}}人，专有部分总面积{{meeting.totalArea}}平方米。各事项表决结果如下：</p>{{results}}' +
          '<p>业主大会依法作出的决定对全体业主具有法律约束力。业主对结果有异议的，可在公告期内向业主委员会书面提出复核申请。</p>' +
          SIGNED,
      },
    },
  },
  // ---------------------------------------------------------------- elections
  {
    label: 'notice.election.1',
    type: RELATION_ELECTION,
    stage: 1,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}换届选举立项公告',
        content:
          '<h2>{{meeting.name}}换届选举立项公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>本届业主委员会任期即将届满。根据《业主大会和业主委员会指导规则》第四十六条，经业主委员会研究并报街道办事处、社区居委会，决定启动{{election.title}}工作。</p>' +
          '<p><strong>应选名额：</strong>{{election.seats}}名（{{election.type}}选举）</p><p><strong>工作期间：</strong>{{meeting.startTime}} 至 {{meeting.endTime}}</p>' +
          '<p>换届改选小组成员和候选人的产生办法另行公告，欢迎热心公益、遵纪守法的业主踊跃参与。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.election.3',
    type: RELATION_ELECTION,
    stage: 3,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}换届改选小组公告',
        content:
          '<h2>{{meeting.name}}换届改选小组成员公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>经业主自荐、推荐和资格审查，换届改选小组由下列业主组成：</p>{{group}}' +
          '<p>换届改选小组负责候选人的推荐与审查、选举办法的拟订和投票、计票的组织工作。业主对小组成员有异议的，请于公告期内书面提出。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.election.5',
    type: RELATION_ELECTION,
    stage: 5,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}选举公告',
        content:
          '<h2>{{meeting.name}}选举公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>经换届改选小组审查，{{election.title}}的正式候选人如下（应选{{election.seats}}名，{{election.type}}选举）：</p>{{candidates}}' +
          '<p><strong>投票时间：</strong>{{meeting.voteStartTime}} 至 {{meeting.voteEndTime}}</p>' +
          '<p>每张选票同意的候选人不得超过应选名额，超过的选票无效。候选人须获得参与投票业主专有部分面积及人数均过半数同意方可当选，按同意面积由高到低确定当选人。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.election.7',
    type: RELATION_ELECTION,
    stage: 7,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}投票结束公告',
        content:
          '<h2>{{meeting.name}}投票结束公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>{{election.title}}投票已于{{meeting.voteEndTime}}截止。有投票权的业主{{meeting.owners}}人，专有部分总面积{{meeting.totalArea}}平方米；已投票业主{{meeting.votedOwners}}人，面积{{meeting.votedArea}}平方米。</p>' +
          '<p>换届改选小组将公开唱票、计票，选举结果另行公告。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.election.9',
    type: RELATION_ELECTION,
    stage: 9,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}选举结果公告',
        content:
          '<h2>{{meeting.name}}选举结果公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>{{election.title}}已完成计票。下列业主当选为新一届业主委员会委员：</p>{{elected}}' +
          '<p>各候选人得票情况如下：</p>{{results}}' +
          '<p>新一届业主委员会应自选举产生之日起三十日内，持相关材料向街道办事处备案。</p>' +
          SIGNED,
      },
    },
  },
  // ---------------------------------------------------------------- repairs paid from the maintenance fund
  {
    label: 'notice.repair.1',
    type: RELATION_REPAIR,
    stage: 1,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}维修事项立项公告',
        content:
          '<h2>{{meeting.name}}立项公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>经物业服务企业查勘和业主委员会核实，下列共用部位、共用设施设备需要维修，拟申请使用住宅专项维修资金，现予立项公告：</p>' +
          '<p>{{meeting.description}}</p><p><strong>拟表决事项：</strong></p>{{items}}' +
          '<p>使用专项维修资金属于重大事项，须经参与表决的业主专有部分面积及人数均四分之三以上同意。维修方案与费用预算详见业主服务中心公示材料。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.repair.5',
    type: RELATION_REPAIR,
    stage: 5,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}维修资金使用表决公告',
        content:
          '<h2>{{meeting.name}}维修资金使用表决公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>{{meeting.name}}将于{{meeting.voteStartTime}}开始表决，{{meeting.voteEndTime}}截止。表决事项如下：</p>{{items}}' +
          '<p>维修费用由相关业主按专有部分面积分摊，请业主在截止时间前完成表决。</p>' +
          SIGNED,
      },
    },
  },
  {
    label: 'notice.repair.9',
    type: RELATION_REPAIR,
    stage: 9,
    text: {
      'zh-cn': {
        name: '{{meeting.name}}维修资金使用表决结果公告',
        content:
          '<h2>{{meeting.name}}表决结果公告</h2><p>{{meeting.areaName}}全体业主：</p>' +
          '<p>{{meeting.name}}已完成计票，结果如下：</p>{{results}}' +
          '<p>表决通过的，业主委员会将会同物业服务企业按规定办理维修资金使用手续并组织施工。</p>' +
          SIGNED,
      },
    },
  },
];
