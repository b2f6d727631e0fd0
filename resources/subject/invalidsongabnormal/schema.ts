import { defineResource } from '../../types';
import { fieldStaffMenu } from '../../presets/menus';
import { ownershipFields } from '../../business-fields';
import { findingFields, findingLifecycle, findingServing, foundTimeField } from '../../findings';
import { subjectField } from '../../presets/subject';
import { searchedTextField, referenceField } from '../../presets/fields';

/**
 * 违规曲目异常: a prohibited song found in a venue's library. Opened by the server when a reported song
 * matches the prohibited list (server/domains/subject/songs.ts), or recorded by hand; then the shared
 * finding life (resources/findings.ts): handle (the venue removed it, with evidence) → supervision
 * complete. `exportExcel` is the spec's name of the export.
 */
export default defineResource({
  name: 'invalidsongabnormal',
  label: '违规曲目异常',
  en: 'Prohibited-song finding |||| Prohibited-song findings',
  table: 'biz_invalid_song_abnormal',
  base: '/api/subject/invalidsongabnormal',
  domain: 'subject',
  ...findingServing,
  labelField: 'songName',
  exportAliases: ['exportExcel'],
  menu: fieldStaffMenu('supervise_group', '/supervise/invalidsongabnormal', 'MusicOff', 20),
  fields: [
    subjectField,
    searchedTextField('songName', '歌曲名称', 'Song', 100),
    { name: 'singer', label: '演唱者', en: 'Singer', type: 'string', maxLength: 100, filter: true },
    referenceField('reportsongId', '上报曲目', 'Reported song', 'reportsong', 'reportsongName', {
      hideInList: true,
      index: true,
    }),
    referenceField('prohibitedsongId', '禁播曲目', 'Prohibited song', 'prohibitedsong', 'prohibitedsongName', {
      required: '请选择禁播曲目',
      hideInList: true,
    }),
    foundTimeField,
    { name: 'deadline', label: '整改期限', en: 'Remove by', type: 'date', sortable: true },
    ...findingFields(),
    ...ownershipFields,
  ],
  defaultSort: { field: 'foundTime', order: 'DESC' },
  lifecycles: [findingLifecycle()],
});
