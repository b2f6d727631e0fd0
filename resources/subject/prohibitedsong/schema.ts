import { defineResource } from '../../types';

/**
 * 禁播曲目: the songs an authority has banned from venues' libraries (each tenant keeps its own list,
 * from the ministry's published lists and its own findings). A song a subject reports that matches an
 * enabled entry (normalised name, and singer when the entry names one) opens an invalid-song finding
 * (server/domains/subject/songs.ts). `nameKey`/`singerKey` are the normalised forms the match reads,
 * kept by the server on every save.
 */
export default defineResource({
  name: 'prohibitedsong',
  label: '禁播曲目',
  en: 'Prohibited song |||| Prohibited songs',
  table: 'biz_prohibited_song',
  base: '/api/enforcer/prohibitedsong',
  domain: 'enforce',
  tenantScoped: true,
  listShape: 'page',
  labelField: 'songName',
  menu: {
    group: 'enforce_group',
    path: '/enforce/prohibitedsong',
    icon: 'MusicOff',
    sort: 20,
    roles: ['inspector', 'enforcer'],
    writers: ['enforcer'],
  },
  fields: [
    {
      name: 'songName',
      label: '歌曲名称',
      en: 'Song',
      type: 'string',
      maxLength: 100,
      required: '请输入歌曲名称',
      filter: true,
      search: true,
      sortable: true,
    },
    { name: 'singer', label: '演唱者', en: 'Singer', type: 'string', maxLength: 100, filter: true, search: true },
    { name: 'album', label: '专辑/版本', en: 'Album / version', type: 'string', maxLength: 100, hideInList: true },
    {
      name: 'reason',
      label: '禁播原因',
      en: 'Reason',
      type: 'int',
      dict: { code: 'prohibit_reason', biz: true },
      required: '请选择禁播原因',
      filter: ['equal'],
    },
    { name: 'docNo', label: '发文文号', en: 'Source document no.', type: 'string', maxLength: 64, filter: true },
    {
      name: 'listDate',
      label: '列入日期',
      en: 'Listed on',
      type: 'date',
      required: '请选择列入日期',
      filter: ['datege', 'datele'],
      sortable: true,
    },
    {
      name: 'enabled',
      label: '启用状态',
      en: 'Enabled',
      type: 'int',
      default: 1,
      filter: ['equal'],
      choices: [
        { id: '1', name: '启用' },
        { id: '0', name: '停用' },
      ],
    },
    { name: 'remark', label: '备注', en: 'Remark', type: 'text', maxLength: 500, hideInList: true },
    {
      name: 'nameKey',
      label: '歌曲名称(规范化)',
      en: 'Song (normalised)',
      type: 'string',
      maxLength: 100,
      serverOnly: true,
      index: true,
    },
    {
      name: 'singerKey',
      label: '演唱者(规范化)',
      en: 'Singer (normalised)',
      type: 'string',
      maxLength: 100,
      serverOnly: true,
    },
  ],
});
