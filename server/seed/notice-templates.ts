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
 * info/template getByLabel finds), in the three languages: the seed stores
 * the zh-cn text in the row's own columns and `text['zh-tw']`, `text.en` as
 * the row's translations (base.ts seedNoticeTemplates; an older database's
 * untouched templates get them at start: ensureNoticeTemplateTranslations).
 * Each language keeps the same placeholders and the same HTML structure.
 */
import { RELATION_ELECTION, RELATION_REPAIR } from '../core/stages.ts';

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
  text: Record<'zh-cn' | 'zh-tw' | 'en', NoticeTemplateText>;
}

/** The closing lines of every notice, by language. */
const SIGNED = {
  'zh-cn': '<p>特此公告。</p><p>{{meeting.areaName}}业主委员会</p><p>{{today}}</p>',
  'zh-tw': '<p>特此公告。</p><p>{{meeting.areaName}}業主委員會</p><p>{{today}}</p>',
  en: "<p>Notice is hereby given.</p><p>The Owners' Committee of {{meeting.areaName}}</p><p>{{today}}</p>",
} as const;

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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}立項公告',
        content:
          '<h2>{{meeting.name}}立項公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>依據《中華人民共和國民法典》第二百七十八條及《業主大會和業主委員會指導規則》之規定，業主委員會決定就下列事項召開業主大會會議，特此立項公告。</p>' +
          '<p><strong>事項說明：</strong>{{meeting.description}}</p><p><strong>會議期間：</strong>{{meeting.startTime}} 至 {{meeting.endTime}}</p>' +
          '<p><strong>擬表決事項：</strong></p>{{items}}' +
          '<p>公告期間，業主對上述事項有意見或建議者，請以書面方式向業主委員會提出。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of proposal',
        content:
          '<h2>{{meeting.name}}: notice of proposal</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          "<p>Pursuant to Article 278 of the Civil Code of the People's Republic of China and the Guiding Rules for Owners' Assemblies and Owners' Committees, the owners' committee has resolved to convene a meeting of the owners' assembly on the matters below, and hereby gives notice of the proposal.</p>" +
          '<p><strong>Description:</strong> {{meeting.description}}</p><p><strong>Meeting period:</strong> {{meeting.startTime}} to {{meeting.endTime}}</p>' +
          '<p><strong>Matters to be voted on:</strong></p>{{items}}' +
          "<p>Owners who have comments or suggestions on these matters during the notice period are requested to submit them in writing to the owners' committee.</p>" +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}會議通知',
        content:
          '<h2>關於召開{{meeting.name}}的通知</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>依照《業主大會和業主委員會指導規則》第二十二條，茲將會議議題、時間及表決方式公告如下。</p>' +
          '<p><strong>會議議題：</strong></p>{{items}}' +
          '<p><strong>投票時間：</strong>{{meeting.voteStartTime}} 至 {{meeting.voteEndTime}}</p>' +
          '<p><strong>表決方式：</strong>書面投票（紙本表決票由樓棟長送達，亦可至業主服務中心領取）與線上投票並行，以業主最後一次提交的意見為準。</p>' +
          '<p>每位業主（含一人持有多戶房屋的業主）按一人計算，專有部分面積合併計算；建設單位未出售的房屋按一人計算。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of meeting',
        content:
          '<h2>Notice of {{meeting.name}}</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          "<p>In accordance with Article 22 of the Guiding Rules for Owners' Assemblies and Owners' Committees, the agenda, the voting period and the manner of voting are hereby announced as follows.</p>" +
          '<p><strong>Agenda:</strong></p>{{items}}' +
          '<p><strong>Voting period:</strong> {{meeting.voteStartTime}} to {{meeting.voteEndTime}}</p>' +
          "<p><strong>Manner of voting:</strong> written ballots (paper ballots are delivered by the building representatives and may also be collected at the owners' service centre) and online voting, side by side; an owner's last submitted vote prevails.</p>" +
          "<p>Each owner (including an owner of several units) counts as one person, with the areas of the exclusive parts added together; the units the developer has not sold count as one person.</p>" +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}投票公告',
        content:
          '<h2>{{meeting.name}}投票公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>{{meeting.name}}將於{{meeting.voteStartTime}}開始投票，{{meeting.voteEndTime}}截止。表決事項及其通過規則如下：</p>{{items}}' +
          '<p>表決須經專有部分面積占比三分之二以上且人數占比三分之二以上的業主參與；一般事項經參與表決業主的專有部分面積及人數均過半數同意通過，重大事項須均達四分之三以上同意。</p>' +
          '<p>請各位業主於截止時間前完成投票。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of voting',
        content:
          '<h2>{{meeting.name}}: notice of voting</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          '<p>Voting on {{meeting.name}} opens on {{meeting.voteStartTime}} and closes on {{meeting.voteEndTime}}. The matters to be voted on and the rule by which each passes are as follows:</p>{{items}}' +
          '<p>A vote requires the participation of owners holding at least two thirds of the exclusive area and making up at least two thirds of the owners. An ordinary matter passes with the consent of more than half of the participating exclusive area and more than half of the participating owners; a major matter requires at least three quarters of both.</p>' +
          '<p>All owners are requested to cast their votes before the closing time.</p>' +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}投票結束公告',
        content:
          '<h2>{{meeting.name}}投票結束公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>{{meeting.name}}投票已於{{meeting.voteEndTime}}截止。本次會議參與表決的房屋共{{meeting.participants}}戶，業主{{meeting.owners}}人，專有部分總面積{{meeting.totalArea}}平方公尺；' +
          '已投票業主{{meeting.votedOwners}}人，其專有部分面積{{meeting.votedArea}}平方公尺。</p>' +
          '<p>業主委員會將在業主代表及社區居委會的監督下唱票、計票，結果另行公告。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of close of voting',
        content:
          '<h2>{{meeting.name}}: notice of close of voting</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          '<p>Voting on {{meeting.name}} closed on {{meeting.voteEndTime}}. The meeting covers {{meeting.participants}} units, {{meeting.owners}} owners and a total exclusive area of {{meeting.totalArea}} square metres; ' +
          '{{meeting.votedOwners}} owners, with an exclusive area of {{meeting.votedArea}} square metres, have voted.</p>' +
          "<p>The owners' committee will read out and count the ballots under the supervision of owners' representatives and the residents' committee; the results will be announced separately.</p>" +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}表決結果公告',
        content:
          '<h2>{{meeting.name}}表決結果公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>{{meeting.name}}已完成計票。參與表決的房屋共{{meeting.participants}}戶，業主{{meeting.owners}}人，專有部分總面積{{meeting.totalArea}}平方公尺。各事項表決結果如下：</p>{{results}}' +
          '<p>業主大會依法作出的決定對全體業主具有法律約束力。業主對結果有異議者，得於公告期內向業主委員會書面提出複核申請。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of voting results',
        content:
          '<h2>{{meeting.name}}: notice of voting results</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          '<p>The votes on {{meeting.name}} have been counted. The meeting covers {{meeting.participants}} units, {{meeting.owners}} owners and a total exclusive area of {{meeting.totalArea}} square metres. The results for each matter are as follows:</p>{{results}}' +
          "<p>Decisions lawfully made by the owners' assembly are legally binding on all owners. An owner who objects to the results may apply in writing to the owners' committee for a review within the notice period.</p>" +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}換屆選舉立項公告',
        content:
          '<h2>{{meeting.name}}換屆選舉立項公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>本屆業主委員會任期即將屆滿。依據《業主大會和業主委員會指導規則》第四十六條，經業主委員會研究並報街道辦事處、社區居委會，決定啟動{{election.title}}工作。</p>' +
          '<p><strong>應選名額：</strong>{{election.seats}}名（{{election.type}}選舉）</p><p><strong>工作期間：</strong>{{meeting.startTime}} 至 {{meeting.endTime}}</p>' +
          '<p>換屆改選小組成員及候選人的產生辦法另行公告，歡迎熱心公益、遵紀守法的業主踴躍參與。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of committee election',
        content:
          '<h2>{{meeting.name}}: notice of committee election</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          "<p>The term of the current owners' committee is about to expire. Pursuant to Article 46 of the Guiding Rules for Owners' Assemblies and Owners' Committees, and having reported to the sub-district office and the residents' committee, the owners' committee has resolved to begin the {{election.title}}.</p>" +
          '<p><strong>Seats to be filled:</strong> {{election.seats}} ({{election.type}} election)</p><p><strong>Working period:</strong> {{meeting.startTime}} to {{meeting.endTime}}</p>' +
          '<p>How the members of the election working group and the candidates are chosen will be announced separately. Law-abiding owners with a public spirit are warmly invited to take part.</p>' +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}換屆改選小組公告',
        content:
          '<h2>{{meeting.name}}換屆改選小組成員公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>經業主自薦、推薦及資格審查，換屆改選小組由下列業主組成：</p>{{group}}' +
          '<p>換屆改選小組負責候選人的推薦與審查、選舉辦法的擬訂以及投票、計票的組織工作。業主對小組成員有異議者，請於公告期內書面提出。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of the election working group',
        content:
          '<h2>{{meeting.name}}: members of the election working group</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          '<p>Following self-nomination, nomination and eligibility review, the election working group consists of the following owners:</p>{{group}}' +
          '<p>The election working group nominates and reviews the candidates, drafts the election rules and organizes the voting and the count. Owners who object to a member of the group are requested to say so in writing within the notice period.</p>' +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}選舉公告',
        content:
          '<h2>{{meeting.name}}選舉公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>經換屆改選小組審查，{{election.title}}的正式候選人如下（應選{{election.seats}}名，{{election.type}}選舉）：</p>{{candidates}}' +
          '<p><strong>投票時間：</strong>{{meeting.voteStartTime}} 至 {{meeting.voteEndTime}}</p>' +
          '<p>每張選票同意的候選人不得超過應選名額，超過者該選票無效。候選人須獲參與投票業主的專有部分面積及人數均過半數同意方可當選，並按同意面積由高至低決定當選人。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of election',
        content:
          '<h2>{{meeting.name}}: notice of election</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          '<p>Having been reviewed by the election working group, the official candidates of the {{election.title}} are as follows ({{election.seats}} seats, {{election.type}} election):</p>{{candidates}}' +
          '<p><strong>Voting period:</strong> {{meeting.voteStartTime}} to {{meeting.voteEndTime}}</p>' +
          '<p>A ballot may approve no more candidates than there are seats; a ballot approving more is void. A candidate is elected only with the consent of more than half of the exclusive area and more than half of the owners taking part in the vote; those elected are determined in descending order of the area approving them.</p>' +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}投票結束公告',
        content:
          '<h2>{{meeting.name}}投票結束公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>{{election.title}}投票已於{{meeting.voteEndTime}}截止。有投票權的業主{{meeting.owners}}人，專有部分總面積{{meeting.totalArea}}平方公尺；已投票業主{{meeting.votedOwners}}人，面積{{meeting.votedArea}}平方公尺。</p>' +
          '<p>換屆改選小組將公開唱票、計票，選舉結果另行公告。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of close of voting',
        content:
          '<h2>{{meeting.name}}: notice of close of voting</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          '<p>Voting in the {{election.title}} closed on {{meeting.voteEndTime}}. {{meeting.owners}} owners with a total exclusive area of {{meeting.totalArea}} square metres are entitled to vote; {{meeting.votedOwners}} owners, with an area of {{meeting.votedArea}} square metres, have voted.</p>' +
          '<p>The election working group will read out and count the ballots in public; the results of the election will be announced separately.</p>' +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}選舉結果公告',
        content:
          '<h2>{{meeting.name}}選舉結果公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>{{election.title}}已完成計票。下列業主當選為新一屆業主委員會委員：</p>{{elected}}' +
          '<p>各候選人得票情形如下：</p>{{results}}' +
          '<p>新一屆業主委員會應自選舉產生之日起三十日內，檢具相關資料向街道辦事處備案。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of election results',
        content:
          '<h2>{{meeting.name}}: notice of election results</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          "<p>The votes of the {{election.title}} have been counted. The following owners are elected members of the new owners' committee:</p>{{elected}}" +
          '<p>The votes received by each candidate are as follows:</p>{{results}}' +
          "<p>Within thirty days of its election, the new owners' committee shall file the relevant documents with the sub-district office.</p>" +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}維修事項立項公告',
        content:
          '<h2>{{meeting.name}}立項公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>經物業服務企業勘查及業主委員會核實，下列共用部位、共用設施設備需要維修，擬申請動用住宅專項維修資金，特此立項公告：</p>' +
          '<p>{{meeting.description}}</p><p><strong>擬表決事項：</strong></p>{{items}}' +
          '<p>動用專項維修資金屬重大事項，須經參與表決業主的專有部分面積及人數均四分之三以上同意。維修方案與費用預算詳見業主服務中心公告資料。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: notice of proposed repairs',
        content:
          '<h2>{{meeting.name}}: notice of proposal</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          "<p>Following inspection by the property service company and verification by the owners' committee, the common parts, facilities and equipment below require repair, and an application to use the special residential maintenance fund is proposed. Notice of the proposal is hereby given:</p>" +
          '<p>{{meeting.description}}</p><p><strong>Matters to be voted on:</strong></p>{{items}}' +
          "<p>Using the special maintenance fund is a major matter: it requires the consent of at least three quarters of the exclusive area and at least three quarters of the owners taking part in the vote. The repair plan and the cost estimate are on display at the owners' service centre.</p>" +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}維修資金使用表決公告',
        content:
          '<h2>{{meeting.name}}維修資金使用表決公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>{{meeting.name}}將於{{meeting.voteStartTime}}開始表決，{{meeting.voteEndTime}}截止。表決事項如下：</p>{{items}}' +
          '<p>維修費用由相關業主按專有部分面積分攤，請業主於截止時間前完成表決。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: vote on the use of the maintenance fund',
        content:
          '<h2>{{meeting.name}}: vote on the use of the maintenance fund</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          '<p>Voting on {{meeting.name}} opens on {{meeting.voteStartTime}} and closes on {{meeting.voteEndTime}}. The matters to be voted on are as follows:</p>{{items}}' +
          '<p>The cost of the repairs is shared by the owners concerned in proportion to the area of their exclusive parts. Owners are requested to vote before the closing time.</p>' +
          SIGNED.en,
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
          SIGNED['zh-cn'],
      },
      'zh-tw': {
        name: '{{meeting.name}}維修資金使用表決結果公告',
        content:
          '<h2>{{meeting.name}}表決結果公告</h2><p>{{meeting.areaName}}全體業主：</p>' +
          '<p>{{meeting.name}}已完成計票，結果如下：</p>{{results}}' +
          '<p>表決通過者，業主委員會將會同物業服務企業依規定辦理維修資金動用手續並組織施工。</p>' +
          SIGNED['zh-tw'],
      },
      en: {
        name: '{{meeting.name}}: results of the vote on the use of the maintenance fund',
        content:
          '<h2>{{meeting.name}}: notice of voting results</h2><p>To all owners of {{meeting.areaName}}:</p>' +
          '<p>The votes on {{meeting.name}} have been counted; the results are as follows:</p>{{results}}' +
          "<p>Where a matter has passed, the owners' committee and the property service company will complete the formalities for using the maintenance fund as the rules require and organize the works.</p>" +
          SIGNED.en,
      },
    },
  },
];
