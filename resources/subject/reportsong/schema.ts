import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { recordedTimeField } from '../../presets/fields';
import { songFields, songKeyFields } from '../song-fields';
import { subjectMenu } from '../../presets/menus';

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
  ...businessRecordServing,
  labelField: 'songName',
  menu: subjectMenu('/subject/reportsong', 'LibraryMusic', 17),
  fields: [
    subjectField,
    ...songFields,
    { name: 'songNo', label: '歌曲编号', en: 'Song no. (venue system)', type: 'string', maxLength: 32, filter: true },
    recordedTimeField('reportTime', '上报时间', 'Reported at'),
    ...ownershipFields,
    ...songKeyFields,
  ],
});
