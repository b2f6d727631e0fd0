import { newId } from '../../core/ids';
import { pad } from '../codes';
import { madeBy, madeFor } from './catalog';
import { rowByRow, rowPerItem } from './shared/batch';
import { addDays, dateOf } from '../dates';
import { songKey } from '../../../resources/subject/song-key';
import {
  OPEN_FINDING,
  fateOf,
  findingHandlers,
  handleThenComplete,
  handlerFor,
  type FindingCourse,
} from './shared/findings';
import type { DemoContext, DemoGenerator, Row } from '../types';

/**
 * 禁播曲目, venues' reported songs and the invalid-song findings their hits opened, as the server's
 * write hook (server/domains/subject/songs.ts) would have made them: the same normalised keys, one
 * open finding per subject and list entry, the deadline a week after it was found; some handled and
 * some complete, with their history.
 */

/** [song, singer or '', reason key (prohibit_reason), document]: the authority's list. Titles are made up. */
const LIST: Array<[string, string, string, string]> = [
  ['夜店狂欢', '', '3', '文旅市场发〔2023〕8号'],
  ['赌神归来', '阿豪', '3', '文旅市场发〔2023〕8号'],
  ['醉生梦死', '', '4', '文旅市场发〔2023〕8号'],
  ['黑道兄弟', '龙哥', '3', '文旅市场发〔2023〕8号'],
  ['嗨到天亮', '', '3', '文旅市场发〔2023〕8号'],
  ['不想读书', '', '4', '文化部文市发〔2015〕21号'],
  ['午夜迷情', '', '1', '文化部文市发〔2015〕21号'],
  ['放纵一夜', '', '1', '文化部文市发〔2015〕21号'],
  ['老子最大', '狂人乐队', '4', '文化部文市发〔2015〕21号'],
  ['迷幻派对', '', '1', '文化部文市发〔2015〕21号'],
  ['江湖大哥', '', '3', '文化部文市发〔2015〕21号'],
  ['砍人的夜', '', '3', '文化部文市发〔2015〕21号'],
  ['叛逆无罪', '', '4', '文化部文市发〔2015〕21号'],
  ['摇头丸之歌', '', '1', '文化部文市发〔2015〕21号'],
  ['骰子人生', '', '3', '文旅市场发〔2022〕15号'],
  ['情欲之夜', '', '1', '文旅市场发〔2022〕15号'],
  ['街头混战', 'MC阿狂', '3', '文旅市场发〔2022〕15号'],
  ['烂醉如泥', '', '4', '文旅市场发〔2022〕15号'],
  ['地下赌场', '', '3', '文旅市场发〔2022〕15号'],
  ['校园霸王', '', '4', '文旅市场发〔2022〕15号'],
  ['妖艳红唇', '', '1', '文旅市场发〔2022〕15号'],
  ['自由堕落', '', '4', '文旅市场发〔2024〕3号'],
  ['毒药情人', '', '1', '文旅市场发〔2024〕3号'],
  ['杀手日记', '', '3', '文旅市场发〔2024〕3号'],
  ['夜色撩人', '', '1', '文旅市场发〔2024〕3号'],
  ['一夜暴富', '', '4', '文旅市场发〔2024〕3号'],
  ['兄弟拼命', '', '3', '文旅市场发〔2024〕3号'],
  ['疯狂迪厅', '', '1', '文旅市场发〔2024〕3号'],
  ['谁敢惹我', '', '4', '文旅市场发〔2024〕3号'],
  ['红尘醉', '', '2', '文旅部公布违规曲目(第三批)'],
  ['夜上海之夜', '', '2', '文旅部公布违规曲目(第三批)'],
  ['罪恶都市', '', '2', '文旅部公布违规曲目(第三批)'],
  ['迷途羔羊', '', '2', '文旅部公布违规曲目(第三批)'],
  ['黑夜狂想', '', '2', '文旅部公布违规曲目(第三批)'],
  ['寂寞酒吧', '', '2', '文旅部公布违规曲目(第三批)'],
  ['心动(DJ串烧)', '某制作工作室', '5', '著作权人投诉(杭文执〔2024〕46号)'],
  ['春风十里(伴奏盗版)', '', '5', '著作权人投诉(杭文执〔2024〕46号)'],
  ['旧梦重温', '未授权翻唱', '5', '著作权人投诉(杭文执〔2024〕51号)'],
  ['城市之光', '未授权翻唱', '5', '著作权人投诉(杭文执〔2024〕51号)'],
  ['午夜电台', '', '6', '杭文执〔2024〕60号'],
];

/** Songs every KTV library has: [song, singer]. */
const CATALOGUE: Array<[string, string]> = [
  ['月亮代表我的心', '邓丽君'],
  ['甜蜜蜜', '邓丽君'],
  ['童话', '光良'],
  ['后来', '刘若英'],
  ['十年', '陈奕迅'],
  ['朋友', '周华健'],
  ['海阔天空', 'Beyond'],
  ['光辉岁月', 'Beyond'],
  ['晴天', '周杰伦'],
  ['稻香', '周杰伦'],
  ['青花瓷', '周杰伦'],
  ['小幸运', '田馥甄'],
  ['演员', '薛之谦'],
  ['成都', '赵雷'],
  ['平凡之路', '朴树'],
  ['光年之外', '邓紫棋'],
  ['泡沫', '邓紫棋'],
  ['红豆', '王菲'],
  ['传奇', '王菲'],
  ['吻别', '张学友'],
  ['一路上有你', '张学友'],
  ['爱如潮水', '张信哲'],
  ['单身情歌', '林志炫'],
  ['江南', '林俊杰'],
  ['修炼爱情', '林俊杰'],
  ['七里香', '周杰伦'],
  ['夜空中最亮的星', '逃跑计划'],
  ['追梦赤子心', 'GALA'],
  ['倔强', '五月天'],
  ['突然好想你', '五月天'],
  ['恋曲1990', '罗大佑'],
  ['真心英雄', '成龙'],
  ['我的未来不是梦', '张雨生'],
  ['大海', '张雨生'],
  ['蓝莲花', '许巍'],
  ['最炫民族风', '凤凰传奇'],
  ['荷塘月色', '凤凰传奇'],
  ['小苹果', '筷子兄弟'],
  ['老男孩', '筷子兄弟'],
  ['当你老了', '李健'],
  ['贝加尔湖畔', '李健'],
  ['岁月神偷', '金玟岐'],
  ['漂洋过海来看你', '周深'],
  ['大鱼', '周深'],
  ['起风了', '买辣椒也用券'],
  ['体面', '于文文'],
  ['說散就散', '袁娅维'],
  ['我们的歌', '王力宏'],
  ['唯一', '王力宏'],
  ['爱情转移', '陈奕迅'],
  ['好久不见', '陈奕迅'],
];

const HANDLE_RESULTS = [
  '已从点播系统下架该曲目,并对曲库进行全面自查',
  '已删除该曲目并向曲库供应商反馈',
  '已下架,点播系统设置屏蔽关键词',
  '已整改:删除违规曲目,组织员工学习禁播目录',
];
const OPINIONS = ['现场核查已下架,同意办结', '经复查曲库无该曲目,予以办结', '整改到位,办结'];
/** A prohibited-song finding is handled 1 to 6 days after it is found, and completed 1 to 10 days after that. */
const COURSE: FindingCourse = {
  handle: { days: [1, 6], texts: HANDLE_RESULTS },
  close: { days: [1, 10], texts: OPINIONS },
};

/** Songs the KTV subjects report in a run; the findings their hits open are at most as many. */
const songReportCount = (scale: number) => Math.round(scale * 0.3);

/** The list's entries in force (enabled): what a reported song is checked against. */
const songsInForce = async (ctx: DemoContext) =>
  (await ctx.rowsOf('prohibitedsong')).filter((e) => Number(e.enabled) === 1);

export const prohibitedSongGenerator: DemoGenerator = {
  resource: 'prohibitedsong',
  // The list is the authority's, not proportional to the venues: once per tenant.
  count: () => LIST.length,
  prepare: async (ctx: DemoContext) =>
    rowByRow(
      ctx,
      0x5071,
      ({ rng, i }) => {
        const [songName, singer, reason, docNo] = LIST[i];
        const listDate = addDays(ctx.today, -rng.int(60, 900));
        const created = ctx.timeOf(listDate, rng);
        return {
          id: newId(),
          songName,
          singer: singer || null,
          album: null,
          reason: Number(reason),
          docNo,
          listDate,
          enabled: rng.chance(0.95) ? 1 : 0,
          remark: null,
          nameKey: songKey(songName),
          singerKey: songKey(singer),
          ...madeBy(ctx, created),
        };
      },
      (i) => i < LIST.length,
    ),
};

/** KTV subjects (market type 1, 歌舞娱乐场所) report a few songs each; about one report in twelve is listed. */
export const reportSongGenerator: DemoGenerator = {
  resource: 'reportsong',
  after: ['subject', 'prohibitedsong'],
  count: songReportCount,
  prepare: async (ctx: DemoContext) => {
    const ktv = (await ctx.rowsOf('subject')).filter((s) => Number(s.marketType) === 1);
    const listed = await songsInForce(ctx);
    return rowByRow(
      ctx,
      0x5072,
      ({ rng, i }) => {
        const subject = ktv[i % ktv.length];
        const hit = listed.length > 0 && rng.chance(0.08);
        const [songName, singer] = hit
          ? (() => {
              const e = rng.pick(listed);
              return [String(e.songName), String(e.singer ?? '')];
            })()
          : rng.pick(CATALOGUE);
        const reported = ctx.timeOf(addDays(ctx.today, -rng.int(1, 180)), rng);
        return {
          id: newId(),
          subjectId: subject.id,
          songName,
          singer: singer || null,
          songNo: `${pad(rng.int(1, 99), 2)}${pad(rng.int(0, 99999), 5)}`,
          reportTime: reported,
          nameKey: songKey(songName),
          singerKey: songKey(singer),
          ...madeFor(ctx, reported, subject),
        };
      },
      () => ktv.length > 0,
    );
  },
};

/** One finding per subject and list entry its songs hit (the hook's rule), oldest report first. */
export const invalidSongGenerator: DemoGenerator = {
  resource: 'invalidsongabnormal',
  // Handled by the demo's staff (the enforcer accounts), then completed by the admin.
  after: ['reportsong', 'user'],
  count: songReportCount,
  prepare: async (ctx: DemoContext) => {
    const entries = await songsInForce(ctx);
    const songs = (await ctx.rowsOf('reportsong')).sort((a, b) =>
      String(a.reportTime).localeCompare(String(b.reportTime)),
    );
    const subjects = new Map((await ctx.rowsOf('subject')).map((s) => [String(s.id), s]));
    const opened = new Set(
      (await ctx.rowsOf('invalidsongabnormal')).map((f) => `${f.subjectId}:${f.prohibitedsongId}`),
    );
    const handlers = await findingHandlers(ctx);
    const hits: Array<{ song: Row; entry: Row }> = [];
    for (const song of songs) {
      const entry = entries.find((e) => e.nameKey === song.nameKey && (!e.singerKey || e.singerKey === song.singerKey));
      const key = `${song.subjectId}:${entry?.id}`;
      if (!entry || opened.has(key)) continue;
      opened.add(key);
      hits.push({ song, entry });
    }
    // Batches come in order; the hits are the ones not opened yet, so the run takes them one by one.
    return rowPerItem(ctx, 0x5073, hits, ({ song, entry }, { rng, history, i }) => {
      const subject = subjects.get(String(song.subjectId));
      const found = String(song.reportTime);
      const foundDay = dateOf(found);
      const row: Row = {
        id: newId(),
        subjectId: song.subjectId,
        songName: song.songName,
        singer: song.singer ?? null,
        reportsongId: song.id,
        prohibitedsongId: entry.id,
        foundTime: found,
        deadline: addDays(foundDay, 7),
        ...OPEN_FINDING,
        ...madeFor(ctx, found, subject ?? {}),
      };
      const record = { ctx, resource: 'invalidsongabnormal', row, history };
      handleThenComplete(record, rng, found, COURSE, fateOf(i), handlerFor(handlers, row.id));
      return row;
    });
  },
};
