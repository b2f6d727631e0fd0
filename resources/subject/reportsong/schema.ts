import { defineResource } from '../../types';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { recordedTimeField } from '../../presets/fields';

/**
 * 曲库上报: the songs a venue's library holds, as the subject reports them (song number in the venue's
 * on-demand system). Saving one that is on the prohibited list opens an invalid-song finding in the
 * same transaction (server/domains/subject/songs.ts); `nameKey`/`singerKey`
 * are the normalised forms the match reads, kept by the server. `GET subjectSongs` pages one subject's songs.
 */
export default defineResource({
  name: 'reportsong',
  label: '曲库上报',
  en: 'Reported song |||| Reported songs',
  table: 'biz_report_song',
  base: '/api/subject/reportsong',
  domain: 'subject',
  tenantScoped: true,
  dataScoped: true,
  listShape: 'page',
  labelField: 'songName',
  menu: {
    group: 'subject_group',
    path: '/subject/reportsong',
    icon: 'LibraryMusic',
    sort: 17,
    roles: ['inspector', 'enforcer'],
    writers: ['inspector', 'enforcer'],
  },
  fields: [
    subjectField,
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
    { name: 'songNo', label: '歌曲编号', en: 'Song no. (venue system)', type: 'string', maxLength: 32, filter: true },
    recordedTimeField('reportTime', '上报时间', 'Reported at'),
    ...ownershipFields,
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
