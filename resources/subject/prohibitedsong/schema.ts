import { flagChoices } from '../../presets/choices';
import { defineResource } from '../../types';
import { songFields, songKeyFields } from '../song-fields';
import { remarkField, requiredBizDictField, requiredDateField } from '../../presets/fields';
import { fieldStaffMenu } from '../../presets/menus';

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
  menu: fieldStaffMenu('enforce_group', '/enforce/prohibitedsong', 'MusicOff', 20, ['enforcer']),
  fields: [
    ...songFields,
    { name: 'album', label: '专辑/版本', en: 'Album / version', type: 'string', maxLength: 100, hideInList: true },
    requiredBizDictField('reason', '禁播原因', 'Reason', 'prohibit_reason'),
    { name: 'docNo', label: '发文文号', en: 'Source document no.', type: 'string', maxLength: 64, filter: true },
    requiredDateField('listDate', '列入日期', 'Listed on', 'date'),
    {
      name: 'enabled',
      label: '启用状态',
      en: 'Enabled',
      type: 'int',
      default: 1,
      filter: ['equal'],
      choices: flagChoices(['启用', 'Enabled'], ['停用', 'Disabled']),
    },
    remarkField,
    ...songKeyFields,
  ],
});
